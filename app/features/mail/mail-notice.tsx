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
            ? "The mail server refused them, or stayed out of reach for two days. The server's log says why."
            : "Nobody is told of new visit requests, enquiries and messages, and parents get no confirmation. Ask whoever runs the server to set SMTP_URL and MAIL_FROM (see the README); what waits is sent then."}
        </p>
      </div>
    </section>
  );
}
