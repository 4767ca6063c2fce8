import { MailWarning } from "lucide-react";

/** What the dashboard tells admins of e-mail: that it is not set up, or that some could not be sent. */
export interface MailStatus {
  configured: boolean;
  waiting: number;
  failed: number;
}

const messages = (count: number) => `${count} ${count === 1 ? "message" : "messages"}`;

export function MailNotice({ status }: { status: MailStatus }) {
  if (status.configured && status.failed === 0) return null;
  return (
    <section aria-label="E-mail" className="mt-8">
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <MailWarning aria-hidden className="h-5 w-5" />
          {status.configured
            ? `${messages(status.failed)} could not be sent`
            : `E-mail is not set up: ${messages(status.waiting)} waiting`}
        </p>
        <p className="mt-1 text-sm">
          {status.configured
            ? "The school's mail service refused them, or could not be reached for two days. Tell the school's IT vendor: the server's log says why."
            : "Nobody is told of new visit requests, enquiries and messages, and parents get no confirmation. Ask the school's IT vendor to set up the website's e-mail; what waits is sent then."}
        </p>
      </div>
    </section>
  );
}
