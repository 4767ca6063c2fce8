// The back office's part of sending to subscribers (docs/specification.md §24 "Sending"): what each sending became,
// the box that sends on publishing, and the confirmation before a Send or a Send Again.
import type { FieldMetadata } from "@conform-to/react";

import { confirmDialog } from "~/features/admin/admin-dialogs";
import type { SectionKey } from "~/features/admin/sections";
import { CheckboxField } from "~/ui/form-controls";

import { schoolDateAtTime } from "../../../db/time";
import { countedMessages, type BroadcastSummary, type Reach } from "./broadcasts";

/** "12 e-mail addresses and 5 mobile numbers (…)": whom a sending reaches, said before it goes. */
export function reachWords({ emails, mobiles, gateway }: Reach) {
  const addresses = `${emails} e-mail ${emails === 1 ? "address" : "addresses"}`;
  const numbers = `${mobiles} mobile ${mobiles === 1 ? "number" : "numbers"}`;
  if (!mobiles) return addresses;
  return gateway
    ? `${addresses} and ${numbers}`
    : `${addresses} (${numbers} ${mobiles === 1 ? "gets" : "get"} nothing until a gateway is set in School Settings)`;
}

/** Each sending of one alert, announcement or event: when, how many, and how many were delivered, wait or failed. */
export function SentLines({ sendings, timeZone }: { sendings: readonly BroadcastSummary[]; timeZone: string }) {
  if (sendings.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-700">
      {sendings.map((sending) => (
        <li key={sending.id}>
          Sent to subscribers {schoolDateAtTime(new Date(sending.sentAt), timeZone)}: {countedMessages(sending)}.{" "}
          <span className="font-medium">
            {sending.delivered} delivered, {sending.waiting} waiting, {sending.failed} failed.
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The box on a publishing form: ticked, what is published goes to its subscribers at once. */
export function SendOnPublishField({ meta, reach }: { meta: FieldMetadata<string | undefined>; reach: Reach }) {
  return (
    <div>
      <CheckboxField meta={meta} label="Send it to subscribers now" />
      <p className="-mt-2 text-sm text-slate-600">
        It goes once to {reachWords(reach)}, each in their language, by e-mail or text message.
      </p>
    </div>
  );
}

/**
 * Asks before a sending: what goes to whom. Sent before, it asks again in other words and sends the confirmation
 * (`again`) the server wants before it sends the same thing twice.
 */
export const SendDialog = confirmDialog(
  ({
    section,
    id,
    what,
    sentBefore,
    reach,
    timeZone,
  }: {
    section: SectionKey;
    id: string;
    /** What is sent, as the page names it: its text or title. */
    what: string;
    /** Its latest sending, if it was sent before. */
    sentBefore: BroadcastSummary | undefined;
    reach: Reach;
    timeZone: string;
  }) => ({
    section,
    values: { intent: "send", id, ...(sentBefore ? { again: "yes" } : {}) },
    title: sentBefore ? "Send Again" : "Send to Subscribers",
    description: sentBefore
      ? `"${what}" was sent to subscribers ${schoolDateAtTime(new Date(sentBefore.sentAt), timeZone)}. Send it again to ${reachWords(reach)}? Each of them gets it a second time.`
      : `Send "${what}" to ${reachWords(reach)}? Each gets it once, in their language.`,
    busyLabel: "Sending...",
  }),
);
