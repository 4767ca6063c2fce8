import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import { CONTACT_MESSAGES, contactSchema } from "./schema";

/**
 * The contact form checks what was typed and thanks the visitor; nothing is
 * sent anywhere (SPEC §2). With scripts it never leaves the page; without them
 * the server checks it and answers the same way.
 */
export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    onSubmit(event) {
      event.preventDefault();
      showToast({ type: "success", title: CONTACT_MESSAGES.thanks });
      event.currentTarget.reset();
    },
  });
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        const submission = parseWithZod(new FormData(event.currentTarget), { schema: contactSchema });
        if (submission.status !== "success") {
          const firstError = Object.values(submission.error ?? {}).flat()[0];
          showToast({ type: "error", title: firstError ?? CONTACT_MESSAGES.checkInput });
        }
        formProps.onSubmit(event);
      }}
      className="space-y-4"
    >
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField meta={fields.phone} label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
      <TextAreaField meta={fields.message} label="Message" optional={false} />
      <Button type="submit" className="w-full sm:w-auto">
        Send Message
      </Button>
    </Form>
  );
}
