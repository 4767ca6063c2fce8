import { TriangleAlert } from "lucide-react";
import { useMemo } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { hindiLabel, HindiTextAreaField } from "~/features/admin/hindi-fields";
import { SendOnPublishField } from "~/features/broadcasts/broadcast-ui";
import type { Reach } from "~/features/broadcasts/broadcasts";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import { dateTimeValue } from "../../../db/time";
import { endsBeforeTomorrow, quickEnds, untilInWords } from "./alert-duration";
import { ALERT_SEVERITIES } from "./alerts";
import type { AlertListRow } from "./alerts.server";
import { ALERT_LIMITS, publishAlertSchema, updateAlertSchema } from "./schema";

const SEVERITY_OPTIONS = ALERT_SEVERITIES.map((severity) => ({
  value: severity,
  label: {
    information: "Information: good to know",
    warning: "Warning: parents should act",
    urgent: "Urgent: a closure or danger (cannot be dismissed)",
  }[severity],
}));

/**
 * Publishing an alert, or editing one (`alert`): how serious, what it says in English and in Hindi, a link, and
 * from when until when it shows, in school time (`timeZone`). A new one shows from now until the end of today, and
 * may go to the subscribers (`reach`) at once.
 */
export function AlertDialog({
  alert,
  timeZone,
  now,
  endOfToday,
  reach,
  onClose,
}: {
  alert?: AlertListRow;
  timeZone: string;
  now: string;
  endOfToday: string;
  reach?: Reach;
  onClose: () => void;
}) {
  const schema = useMemo(() => (alert ? updateAlertSchema(timeZone) : publishAlertSchema(timeZone)), [alert, timeZone]);
  const state = useAdminForm({
    section: "alerts",
    intent: alert ? "update" : "publish",
    id: alert ? `edit-alert-${alert.id}` : "publish-alert",
    schema,
    defaultValue: alert
      ? {
          severity: alert.severity,
          text: alert.text,
          textHi: alert.textHi ?? "",
          link: alert.link ?? "",
          startsAt: dateTimeValue(new Date(alert.startsAt), timeZone),
          endsAt: dateTimeValue(new Date(alert.endsAt), timeZone),
        }
      : { severity: "warning", startsAt: dateTimeValue(new Date(now), timeZone), endsAt: endOfToday },
    onClose,
  });
  const { fields } = state;
  const today = endOfToday.slice(0, 10);
  // What "Shows until" says now, in words, and whether it ends before the tomorrow its text speaks of (decision 0075).
  const endsAt = fields.endsAt.value ?? "";
  const until = untilInWords(endsAt, today);
  const tooSoon = endsBeforeTomorrow({ text: fields.text.value ?? "", textHi: fields.textHi.value, endsAt }, today);
  return (
    <FormDialog
      state={state}
      hidden={{ id: alert?.id }}
      title={alert ? "Edit Alert" : "Publish Alert"}
      description="It shows at the top of every public page, in English and Hindi, from its start until its end."
      submitLabel={alert ? "Save Alert" : "Publish Alert"}
      busyLabel={alert ? "Saving..." : "Publishing..."}
    >
      <SelectField meta={fields.severity} label="How serious" options={SEVERITY_OPTIONS} />
      <TextAreaField
        meta={fields.text}
        label="Text"
        rows={3}
        hint={`At most ${ALERT_LIMITS.text} characters: what happened and what parents should do.`}
      />
      <HindiTextAreaField meta={fields.textHi} label={hindiLabel("Text")} rows={3} />
      <TextField
        meta={fields.link}
        label="Link"
        optional
        autoComplete="off"
        hint="A page of this site (/calendar) or a web address (https://…) with more."
      />
      <TextField meta={fields.startsAt} label="Shows from" type="datetime-local" hint={`School time (${timeZone}).`} />
      <TextField meta={fields.endsAt} label="Shows until" type="datetime-local" hint={`School time (${timeZone}).`} />
      <div role="group" aria-label="Quick ends" className="flex flex-wrap gap-2">
        {quickEnds(today).map((end) => (
          <Button
            key={end.value}
            variant="secondary"
            aria-pressed={endsAt === end.value}
            onClick={() => state.form.update({ name: fields.endsAt.name, value: end.value })}
          >
            {end.label}
          </Button>
        ))}
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {until ? (
          <>
            It shows until <strong>{until}</strong>.
          </>
        ) : null}
      </p>
      {tooSoon ? (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            The text says tomorrow, but the alert ends today: parents who look tomorrow morning will not see it. Press
            &ldquo;End of tomorrow&rdquo; to keep it up until then.
          </span>
        </p>
      ) : null}
      {/* conform's fields are a proxy: every name is there, "send" only sent by the publish form. */}
      {!alert && reach ? <SendOnPublishField meta={fields.send} reach={reach} /> : null}
    </FormDialog>
  );
}

export const RemoveAlertDialog = confirmDialog(({ alert }: { alert: AlertListRow }) => ({
  section: "alerts",
  values: { intent: "remove", id: alert.id },
  title: "Remove Alert",
  description: `Remove "${alert.text}"? It disappears from every public page and from this list. This cannot be undone.`,
  busyLabel: "Removing...",
}));

export const EndAlertDialog = confirmDialog(({ alert }: { alert: AlertListRow }) => ({
  section: "alerts",
  values: { intent: "end", id: alert.id },
  title: "End Alert Now",
  description: `End "${alert.text}" now? It disappears from every public page and stays in this list as ended.`,
  busyLabel: "Ending...",
}));
