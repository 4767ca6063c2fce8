// A receipt as a printable page (docs/specification.md §34): the school's name and address at its head, its number
// and date, who paid, for which child and application, the amount in figures and in words, the mode and the
// reference; a cancelled one says so, with why. In the page's language (the back office's is English); the amount
// in words is in the application's. It prints on A4 with nothing of the site's frame.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

import { PrintButton } from "~/ui/print-button";

import { MODE_WORDS, PURPOSE_WORDS, type ReceiptView } from "./receipt";

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-x-4 border-b border-slate-200 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ReceiptDocument({ receipt }: { receipt: ReceiptView }) {
  const { t } = useLingui();
  const { number, cancelled } = receipt;
  const cancelledOn = cancelled?.on;
  const reason = cancelled?.reason;
  return (
    <article aria-labelledby="receipt-heading" className="mx-auto max-w-2xl space-y-4 bg-white p-6 print:p-0">
      <header className="border-b-2 border-slate-900 pb-3 text-center">
        <p className="text-xl font-bold text-slate-900">{receipt.schoolName}</p>
        <p className="text-sm text-slate-700">{receipt.schoolAddress}</p>
      </header>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="receipt-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Receipt {number}</Trans>
        </h2>
        <p className="text-slate-700">{receipt.issuedOn}</p>
      </div>
      {cancelled ? (
        <p role="status" className="rounded-md border-2 border-red-700 p-3 font-semibold text-red-800">
          <Trans>
            Cancelled on {cancelledOn}: {reason}
          </Trans>
        </p>
      ) : null}
      <dl>
        <Line label={t`Received from`}>{receipt.parentName}</Line>
        <Line label={t`Child`}>
          {receipt.childName}, {receipt.className}
        </Line>
        <Line label={t`Application number`}>{receipt.applicationNumber}</Line>
        <Line label={t`For`}>{t(PURPOSE_WORDS[receipt.purpose])}</Line>
        <Line label={t`Amount`}>
          <span className="font-semibold">{receipt.amount}</span>
          <span className="block" lang={receipt.wordsLanguage}>
            {receipt.amountInWords}
          </span>
        </Line>
        <Line label={t`Paid by`}>{t(MODE_WORDS[receipt.mode])}</Line>
        <Line label={t`Reference`}>{receipt.reference}</Line>
        <Line label={t`Paid on`}>{receipt.paidOn}</Line>
      </dl>
      <p className="text-sm text-slate-600">
        <Trans>This receipt is made by the school's website and needs no signature.</Trans>
      </p>
      <PrintButton>
        <Trans>Print</Trans>
      </PrintButton>
    </article>
  );
}
