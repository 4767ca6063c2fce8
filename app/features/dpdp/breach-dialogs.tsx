import { useMemo } from "react";

import { FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { CheckboxGroupField, TextAreaField, TextField } from "~/ui/form-controls";

import { dateTimeValue } from "../../../db/time";
import type { BreachListRow } from "./breaches.server";
import type { DataKind } from "./data-kinds.server";
import {
  BREACH_LIMITS,
  BREACH_REGISTER_PATH,
  recordBreachSchema,
  reportSchema,
  updateBreachSchema,
  type BreachReport,
} from "./schema";

/** What the dialogs need of the page: the school's zone and clock, and the kinds of data a breach may touch. */
export interface BreachFormContext {
  timeZone: string;
  /** The server's now (ISO), so that the page says the same on the server and in the browser. */
  now: string;
  kinds: DataKind[];
}

const SECTION = { path: BREACH_REGISTER_PATH };

const local = (instant: string | null, timeZone: string) => (instant ? dateTimeValue(new Date(instant), timeZone) : "");

/**
 * Recording a breach, or editing one (`breach`): what happened, when it was detected (school time), the data it
 * touched, how many people, when the Board and the parents were told, and what was done.
 */
export function BreachDialog({
  breach,
  context,
  onClose,
}: {
  breach?: BreachListRow;
  context: BreachFormContext;
  onClose: () => void;
}) {
  const { timeZone, kinds } = context;
  const keys = useMemo(() => kinds.map((kind) => kind.key), [kinds]);
  const schema = useMemo(
    () => (breach ? updateBreachSchema(timeZone, keys) : recordBreachSchema(timeZone, keys)),
    [breach, timeZone, keys],
  );
  const state = useAdminForm({
    section: SECTION,
    intent: breach ? "update" : "record",
    id: breach ? `edit-breach-${breach.id}` : "record-breach",
    schema,
    defaultValue: breach
      ? {
          whatHappened: breach.whatHappened,
          detectedAt: local(breach.detectedAt, timeZone),
          dataKinds: breach.dataKinds,
          dataOther: breach.dataOther ?? "",
          peopleAffected: breach.peopleAffected === null ? "" : String(breach.peopleAffected),
          boardToldAt: local(breach.boardToldAt, timeZone),
          parentsToldAt: local(breach.parentsToldAt, timeZone),
          actionsTaken: breach.actionsTaken ?? "",
        }
      : { detectedAt: local(context.now, timeZone) },
    onClose,
  });
  const { fields } = state;
  const schoolTime = `School time (${timeZone}).`;
  return (
    <FormDialog
      state={state}
      hidden={{ id: breach?.id }}
      title={breach ? "Edit Breach" : "Record a Breach"}
      description="A breach is never deleted. The dashboard counts down 72 hours from its detection until both reports are recorded."
      submitLabel={breach ? "Save Breach" : "Record Breach"}
      busyLabel={breach ? "Saving..." : "Recording..."}
    >
      <TextAreaField
        meta={fields.whatHappened}
        label="What happened"
        rows={4}
        hint={`At most ${BREACH_LIMITS.whatHappened} characters: what was exposed, lost or changed, how, and by whom if known.`}
      />
      <TextField meta={fields.detectedAt} label="When it was detected" type="datetime-local" hint={schoolTime} />
      <CheckboxGroupField
        meta={fields.dataKinds}
        legend="What data it touched"
        options={kinds.map((kind) => ({ value: kind.key, label: kind.label }))}
      />
      <TextField meta={fields.dataOther} label="Other data it touched" optional autoComplete="off" />
      <TextField
        meta={fields.peopleAffected}
        label="How many people are affected"
        inputMode="numeric"
        optional
        autoComplete="off"
      />
      {[
        { meta: fields.boardToldAt, label: "When the Data Protection Board was told" },
        { meta: fields.parentsToldAt, label: "When the affected parents were told" },
      ].map(({ meta, label }) => (
        // The two reports are recorded when they are made: blank until then.
        <TextField
          key={meta.name}
          meta={meta}
          label={label}
          type="datetime-local"
          optional
          hint={`${schoolTime} Leave blank until it is done.`}
        />
      ))}
      <TextAreaField meta={fields.actionsTaken} label="What was done" rows={4} optional />
    </FormDialog>
  );
}

const REPORT_WORDS: Record<BreachReport, { title: string; label: string }> = {
  board: { title: "Report to the Board", label: "When the Data Protection Board was told" },
  parents: { title: "Parents Told", label: "When the affected parents were told" },
};

/** Recording when one report was made: now, unless changed. */
export function ReportDialog({
  breach,
  report,
  context,
  onClose,
}: {
  breach: BreachListRow;
  report: BreachReport;
  context: BreachFormContext;
  onClose: () => void;
}) {
  const { timeZone } = context;
  const schema = useMemo(() => reportSchema(timeZone), [timeZone]);
  const state = useAdminForm({
    section: SECTION,
    intent: "report",
    id: `report-${report}-${breach.id}`,
    schema,
    defaultValue: { id: breach.id, report, at: local(context.now, timeZone) },
    onClose,
  });
  const words = REPORT_WORDS[report];
  return (
    <FormDialog
      state={state}
      title={`Record: ${words.title}`}
      description={breach.whatHappened}
      submitLabel="Record Report"
      busyLabel="Recording..."
      hidden={{ id: breach.id, report }}
    >
      <TextField meta={state.fields.at} label={words.label} type="datetime-local" hint={`School time (${timeZone}).`} />
    </FormDialog>
  );
}
