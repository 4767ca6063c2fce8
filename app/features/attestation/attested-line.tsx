import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck } from "lucide-react";

import { longDate } from "../../../db/time";
import type { AttestationShown } from "./attestation";

/** The form's capacities in the page's language; any other stays as the admin wrote it. */
const CAPACITIES: Record<string, ReturnType<typeof msg>> = {
  Principal: msg`Principal`,
  "Vice Principal": msg`Vice Principal`,
  Manager: msg`Manager`,
  Chairperson: msg`Chairperson`,
};

/**
 * "Reviewed and self-attested on 27 November 2026 by Meena Sharma, Principal." near the top of the public disclosure
 * (docs/specification.md §30): the newest attestation, in the page's language; the name as written.
 */
export function AttestedLine({ attested }: { attested: AttestationShown }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === "hi" ? "hi" : "en";
  const date = attested.attestedOn;
  const when = longDate(date, locale);
  const known = CAPACITIES[attested.attestedAs];
  // On the Hindi page, what staff typed is English.
  const typed = locale === "en" ? undefined : "en";
  const name = attested.name;
  const capacity = known ? t(known) : attested.attestedAs;
  const capacityLang = known ? undefined : typed;
  return (
    <p className="mb-8 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-slate-900">
      <BadgeCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-800" />
      <span>
        <Trans>
          Reviewed and self-attested on <time dateTime={date}>{when}</time> by <span lang={typed}>{name}</span>,{" "}
          <span lang={capacityLang}>{capacity}</span>.
        </Trans>
      </span>
    </p>
  );
}
