// The page a mailed link opens when what it does needs a person's press (subscribing, unsubscribing, confirming a
// request): a mail scanner that follows the link changes nothing, the button does.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "./button";
import { LocalLink } from "./local-link";
import { PageBanner } from "./page-banner";
import { TEXT_LINK } from "./text-link";

/** A link home, for once there is nothing left to do on the page. */
export function HomePageLink() {
  return (
    <LocalLink to="/" className={TEXT_LINK}>
      <Trans>Go to the home page</Trans>
    </LocalLink>
  );
}

/**
 * Before the press: `question`, then the button posting to `action` (with `token` when the address does not carry
 * it), then `below`. Once `done`: `doneMessage`, announced, and `next`.
 */
export function PressToConfirmPage({
  title,
  done,
  doneMessage,
  next,
  question,
  action,
  token,
  buttonLabel,
  below,
}: {
  title: string;
  done: boolean;
  doneMessage: ReactNode;
  next: ReactNode;
  question: ReactNode;
  action: string;
  token?: string;
  buttonLabel: ReactNode;
  below?: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <main id="main">
      <PageBanner title={title} />
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-12 text-slate-700">
        {done ? (
          <>
            <p role="status" className="text-lg font-medium text-slate-900">
              {doneMessage}
            </p>
            <p>{next}</p>
          </>
        ) : (
          <>
            <p>{question}</p>
            <Form method="post" action={action}>
              {token === undefined ? null : <input type="hidden" name="token" value={token} />}
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {buttonLabel}
              </Button>
            </Form>
            {below ? <p>{below}</p> : null}
          </>
        )}
      </div>
    </main>
  );
}
