import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";

import { useSchemaForm } from "~/lib/schema-form";
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
  const { fields, formProps } = useSchemaForm({
    id: "contact",
    schema: contactSchema,
    lastResult,
    onSubmit(event) {
      event.preventDefault();
      showToast({ type: "success", title: CONTACT_MESSAGES.thanks });
      event.currentTarget.reset();
    },
    // SPEC §5: the first error as a toast (one, however often the button is pressed).
    onRefused: (message) =>
      showToast({ id: "validation-contact", type: "error", title: message ?? CONTACT_MESSAGES.checkInput }),
  });
  return (
    <Form method="post" {...formProps} className="space-y-2">
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField meta={fields.phone} label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
      <TextAreaField meta={fields.message} label="Message" />
      <Button type="submit" className="w-full sm:w-auto">
        Send Message
      </Button>
    </Form>
  );
}
