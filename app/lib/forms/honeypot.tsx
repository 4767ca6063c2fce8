// A field people never see or fill; form-filling bots do. A submission with it
// filled is answered as if accepted and dropped.
import { Trans } from "@lingui/react/macro";

export const HONEYPOT_FIELD = "website_url";

export function HoneypotField() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        <Trans>Leave this field empty</Trans>
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function isHoneypotFilled(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}
