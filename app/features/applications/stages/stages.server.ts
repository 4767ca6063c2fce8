// An application's stage, changed on its page (docs/specification.md §22, decision 0059): one step at a time as
// ./rules allows, each move with what it asks for, the parent told by mail, the whole undoable for 8 seconds as
// §20's status changes are. Each change is one transaction: the row, a line of history, an audit row and the
// parent's mail. Moves in one class and session run one at a time, so two offices never give one waitlist number
// twice or admit past the seats unasked.
import { and, count, desc, eq, like, max, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { waitingMailAmong, withdrawWaitingMail } from "~/features/mail/outbox.server";
import { queueParentMail } from "~/features/mail/request-mail.server";
import { closeAdmissionPayment, openAdmissionPayment, openPaymentOf } from "~/features/payments/dues.server";
import { rupeesText } from "~/features/payments/money";
import { forgetMailLines, recordHistory } from "~/features/requests/history.server";
import { CHANGED_SINCE } from "~/features/requests/requests.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, rowsOf, type Tx } from "~/lib/database/db.server";
import { i18nFor } from "~/lib/language/i18n";
import { pathIn } from "~/lib/language/locale";
import { env } from "~/lib/server/env.server";

import { admissionClasses, applications, mailOutbox, requestHistory } from "../../../../db/schema";
import { clockTime, dateAtTime, schoolDate, schoolInstant, weekdayDate } from "../../../../db/time";
import { DOCUMENT_KIND, type DocumentKind } from "../options";
import { STATUS_PATH } from "../paths";
import { admissionBeyondSeats, mayHaveInteraction, mayMove, type ClassName, type Stage } from "../rules";
import { countsOfClass, waitlistPlaceOf } from "../seats/seats.server";
import { schoolClock, stageMail, type MailedStage } from "./stage-mail.server";
import {
  beyondSeatsRefused,
  dateAndTime,
  moveRefused,
  STAGE_MESSAGES,
  stageName,
  type MoveValues,
} from "./stage-schema";

type Application = typeof applications.$inferSelect;

/** The columns a move sets beside the stage; an undo puts back what they held. */
const MOVE_COLUMNS = [
  "interactionAt",
  "feeDueOn",
  "feeAmount",
  "feePaidOn",
  "feeReceipt",
  "feeMode",
  "waitlistPosition",
  "notOfferedReason",
  "keepReason",
] as const;
type MoveColumn = (typeof MOVE_COLUMNS)[number];
type MoveColumns = Partial<Pick<Application, MoveColumn>>;

/** What an admission's keep mark says (docs/specification.md §22); staff may clear it. */
export const ADMITTED_KEEP_REASON = "admitted";

/**
 * How long a stage's mail waits before it may go: the toast's 8 seconds of Undo, and a margin. An undone change's
 * mail never goes out.
 */
export const STAGE_MAIL_HOLD_MS = 10_000;

/** The advisory lock's first key: the stage changes of one class and session (its second key) run one at a time. */
const STAGE_CHANGES_LOCK = 220_059;

/** What the site is, for the calendar file's id and the status page's address. */
export interface StageSite {
  host: string;
  /** "https://school.example": the status page's address in the offer's mail (docs/specification.md §34). */
  origin?: string;
}

/**
 * The class's seats and whether it has an interaction, read in `reader` (the change's transaction); a class no longer
 * open for admission has no seats and no interaction.
 */
async function classSetupOf(
  application: Pick<Application, "session" | "classSought">,
  reader: Pick<Tx, "select"> = db(),
) {
  const [open] = await reader
    .select({ seats: admissionClasses.seats, interaction: admissionClasses.interaction })
    .from(admissionClasses)
    .where(
      and(eq(admissionClasses.session, application.session), eq(admissionClasses.className, application.classSought)),
    );
  return {
    open: Boolean(open),
    seats: open?.seats ?? 0,
    interaction: Boolean(open?.interaction) && mayHaveInteraction(application.classSought),
  };
}

/** Locks the application for a change, and the stage changes of its class and session; null when there is none. */
async function lockApplication(tx: Tx, id: string): Promise<Application | null> {
  const [application] = await tx.select().from(applications).where(eq(applications.id, id)).for("update");
  if (!application) return null;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${STAGE_CHANGES_LOCK}, hashtext(${application.session} || '/' || ${application.classSought}))`,
  );
  return application;
}

/** The next waitlist number of the class in the session: numbers are never given twice (decision 0059). */
async function nextWaitlistNumber(
  reader: Pick<Tx, "select">,
  application: Pick<Application, "session" | "classSought">,
) {
  const [row] = await reader
    .select({ last: max(applications.waitlistPosition) })
    .from(applications)
    .where(and(eq(applications.session, application.session), eq(applications.classSought, application.classSought)));
  return (row?.last ?? 0) + 1;
}

/** The columns the move to `to` sets, from its form's `values`. */
async function columnsOf(tx: Tx, application: Application, to: Stage, values: MoveValues): Promise<MoveColumns> {
  const timeZone = env().SCHOOL_TIMEZONE;
  switch (to) {
    case "interaction": {
      const when = dateAndTime(values.interactionAt!)!;
      return { interactionAt: schoolInstant(when.date, `${when.time}:00`, timeZone) };
    }
    case "offered":
      return { feeDueOn: values.feeDueOn! };
    case "fee_received":
      return {
        feeAmount: values.feeAmount!,
        feePaidOn: values.feePaidOn!,
        feeReceipt: values.feeReceipt!,
        feeMode: values.feeMode!,
      };
    case "admitted":
      return { keepReason: ADMITTED_KEEP_REASON };
    case "waitlisted":
      return { waitlistPosition: await nextWaitlistNumber(tx, application) };
    case "not_offered":
      return { notOfferedReason: values.reason! };
    default:
      return {};
  }
}

/** A move's columns as its history keeps them (JSON), and back. */
const stored = (columns: MoveColumns) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
const restored = (columns: Record<string, unknown>): MoveColumns =>
  Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => (MOVE_COLUMNS as readonly string[]).includes(key))
      .map(([key, value]) => [key, key === "interactionAt" && typeof value === "string" ? new Date(value) : value]),
  );

/** An instant as the office reads it: "Wed, 2 Dec 2026 at 10:30 AM". */
export function officeDateTime(instant: Date, timeZone = env().SCHOOL_TIMEZONE) {
  return dateAtTime(weekdayDate(schoolDate(instant, timeZone)), clockTime(schoolClock(instant, timeZone)));
}

/**
 * Queues the parent's mail of `stage` about `application` (as it now stands) to its e-mail, when it has one; returns
 * the mail's id and subject for its line of history, or null when there is no address.
 */
async function queueStageMail(
  tx: Tx,
  application: Application,
  stage: MailedStage,
  site: StageSite,
  settings: Awaited<ReturnType<typeof getSchoolSettings>>,
  notBefore?: Date,
): Promise<{ mailId: string; subject: string } | null> {
  const email = application.email?.trim();
  if (!email) return null;
  const [mailed] = await tx
    .select({ total: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recordType, "application"),
        eq(mailOutbox.recordId, application.id),
        like(mailOutbox.purpose, "stage.interaction%"),
      ),
    );
  const i18n = await i18nFor(application.language);
  const payment = stage === "offered" ? await openPaymentOf(tx, application.id, "admission") : null;
  const takesFeesOnline = Boolean(settings.upiId || (settings.bankAccountNumber && settings.bankIfsc));
  const payOnline =
    payment && payment.amount > 0 && takesFeesOnline && site.origin
      ? { amount: rupeesText(payment.amount), statusPage: `${site.origin}${pathIn(application.language, STATUS_PATH)}` }
      : null;
  const { subject, paragraphs, attachments } = stageMail(application, stage, {
    payOnline,
    settings,
    i18n,
    timeZone: env().SCHOOL_TIMEZONE,
    host: site.host,
    interactionsMailed: mailed?.total ?? 0,
    waitlistPlace: await waitlistPlaceOf(application, tx),
  });
  const mailId = await queueParentMail(
    tx,
    {
      purpose: `stage.${stage}`,
      to: [email],
      subject,
      paragraphs,
      ...(attachments ? { attachments } : {}),
      record: { type: "application", id: application.id },
      ...(notBefore ? { notBefore } : {}),
    },
    { settings, i18n },
  );
  return { mailId, subject };
}

/** The line of history of a mail to the parent (as a reply's is). */
async function mailLine(tx: Tx, id: string, mail: { mailId: string; subject: string } | null, actor: Actor, at: Date) {
  if (!mail) return;
  await recordHistory(tx, {
    type: "application",
    id,
    kind: "email",
    details: { subject: mail.subject },
    mailId: mail.mailId,
    actor,
    at,
  });
}

/** Writes the keep mark's line when a change moved it (an admission marks it, its undo takes it back). */
async function keepLine(tx: Tx, id: string, from: string | null, to: string | null, actor: Actor, at: Date) {
  if (from === to) return;
  await recordHistory(tx, { type: "application", id, kind: "keep", body: to, details: { from, to }, actor, at });
}

/** The moments of a change's lines, a millisecond apart from its transaction's start: listed in the order written. */
async function lineTimes(tx: Tx) {
  const [row] = rowsOf<{ ms: number | string }>(
    await tx.execute(sql`select floor(extract(epoch from now()) * 1000)::float8 as ms`),
  );
  const start = Number(row!.ms);
  let next = 0;
  return () => new Date(start + next++);
}

/**
 * Moves application `id` to `to` with what the move asks for (`values`, checked by its form's schema), if the rules
 * allow it from where it is: 409 otherwise, whatever the form says.
 */
export async function moveStage(
  input: { id: string; to: Stage } & MoveValues,
  actor: Actor,
  site: StageSite,
): Promise<Outcome> {
  // Read before the transaction opens: the embedded database has one connection.
  const settings = await getSchoolSettings();
  return db().transaction((tx) => moveStageIn(tx, input, actor, site, settings));
}

/** How a fee confirmed by the office's Payments moves its application (docs/specification.md §34). */
export interface FeeByPayment {
  /** The receipt's own e-mail tells the parent: the stage's mail is not sent as well. */
  mailed: boolean;
}

/**
 * `moveStage` in the caller's transaction `tx`, with the settings read before it: a confirmed payment moves its
 * application to Fee received in the transaction that issues its receipt (`byPayment`).
 */
export async function moveStageIn(
  tx: Tx,
  input: { id: string; to: Stage } & MoveValues,
  actor: Actor,
  site: StageSite,
  settings: Awaited<ReturnType<typeof getSchoolSettings>>,
  byPayment?: FeeByPayment,
): Promise<Outcome> {
  {
    const application = await lockApplication(tx, input.id);
    if (!application) return refuse(404, STAGE_MESSAGES.notFound);
    const from = application.status;
    const setup = await classSetupOf(application, tx);
    if (!mayMove(from, input.to, setup.interaction)) return refuse(409, moveRefused(from, input.to, setup.interaction));
    if (input.to === "admitted" && !input.beyondSeats) {
      const counts = await countsOfClass(application.session, application.classSought as ClassName, setup.seats, tx);
      if (admissionBeyondSeats(counts)) {
        return {
          ...refuse(409, beyondSeatsRefused(application.classSought, counts.seats, counts.admitted), "beyondSeats"),
          title: STAGE_MESSAGES.beyondSeats,
        };
      }
    }
    const columns = await columnsOf(tx, application, input.to, input);
    const before = Object.fromEntries(Object.keys(columns).map((key) => [key, application[key as MoveColumn]]));
    const [moved] = await tx
      .update(applications)
      .set({ status: input.to, ...columns })
      .where(eq(applications.id, input.id))
      .returning();
    // What the application owes follows its offer (docs/specification.md §34): opened at Offered, cancelled when it
    // leaves Offered other than by the payment's confirmation.
    if (input.to === "offered") await openAdmissionPayment(tx, moved!, moved!.feeDueOn);
    else if (from === "offered" && !byPayment) {
      await closeAdmissionPayment(tx, input.id, `The application moved to ${stageName(input.to)}`);
    }
    // Held for the Undo: an undone change's mail is taken back before it goes.
    const mail =
      input.to === "submitted" || byPayment?.mailed
        ? null
        : await queueStageMail(tx, moved!, input.to, site, settings, new Date(Date.now() + STAGE_MAIL_HOLD_MS));
    const at = await lineTimes(tx);
    await recordHistory(tx, {
      type: "application",
      id: input.id,
      kind: "status",
      body: input.why ?? null,
      details: {
        from,
        to: input.to,
        before: stored(before),
        ...(mail ? { mailId: mail.mailId } : {}),
      },
      actor,
      at: at(),
    });
    await keepLine(tx, input.id, application.keepReason, moved!.keepReason, actor, at());
    await mailLine(tx, input.id, mail, actor, at());
    await recordAudit(tx, {
      ...actor,
      action: "application.update_status",
      targetType: "application",
      targetId: input.id,
      details: {
        from,
        to: input.to,
        ...(input.why ? { why: input.why } : {}),
        ...stored(columns),
        ...(input.to === "admitted" && input.beyondSeats ? { beyondSeats: true } : {}),
        ...(byPayment ? { byPayment: true } : {}),
      },
    });
    return { ok: true };
  }
}

/**
 * The toast's Undo of the move to `from` just made (docs/specification.md §20): the stage and what the move set are
 * put back, and its mail, if still waiting, is taken back. Refused (409) when the stage moved since.
 */
export async function undoStage(input: { id: string; from: Stage }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx): Promise<Outcome> => {
    const application = await lockApplication(tx, input.id);
    if (!application) return refuse(404, STAGE_MESSAGES.notFound);
    const [last] = await tx
      .select()
      .from(requestHistory)
      .where(
        and(
          eq(requestHistory.recordType, "application"),
          eq(requestHistory.recordId, input.id),
          eq(requestHistory.kind, "status"),
        ),
      )
      .orderBy(desc(requestHistory.createdAt), desc(requestHistory.id))
      .limit(1);
    const change = (last?.details ?? {}) as {
      from?: Stage;
      to?: Stage;
      undo?: boolean;
      before?: Record<string, unknown>;
      mailId?: string;
    };
    if (application.status !== input.from || change.undo || change.to !== input.from || !change.from) {
      return refuse(409, CHANGED_SINCE);
    }
    const columns = restored(change.before ?? {});
    const [undone] = await tx
      .update(applications)
      .set({ status: change.from, ...columns })
      .where(eq(applications.id, input.id))
      .returning();
    // Back at Offered, the admission payment is due again; an offer undone owes nothing (docs/specification.md §34).
    if (change.from === "offered") await openAdmissionPayment(tx, undone!, undone!.feeDueOn);
    else if (input.from === "offered") await closeAdmissionPayment(tx, input.id, "The offer was undone");
    // Its mail, still waiting, never goes, and its line goes with it.
    const withdrawn = await waitingMailAmong(tx, change.mailId ? [change.mailId] : []);
    await forgetMailLines(tx, "application", input.id, withdrawn);
    await withdrawWaitingMail(tx, withdrawn);
    const at = await lineTimes(tx);
    await recordHistory(tx, {
      type: "application",
      id: input.id,
      kind: "status",
      details: { from: input.from, to: change.from, undo: true },
      actor,
      at: at(),
    });
    if ("keepReason" in columns)
      await keepLine(tx, input.id, application.keepReason, columns.keepReason ?? null, actor, at());
    await recordAudit(tx, {
      ...actor,
      action: "application.undo_status",
      targetType: "application",
      targetId: input.id,
      details: { from: input.from, to: change.from, ...stored(columns), mailWithdrawn: withdrawn.length > 0 },
    });
    return { ok: true };
  });
}

/** A new date and time for the interaction, while the application is at Interaction: the parent is mailed again. */
export async function moveInteraction(
  input: { id: string; interactionAt: string; why?: string },
  actor: Actor,
  site: StageSite,
): Promise<Outcome> {
  const settings = await getSchoolSettings();
  const timeZone = env().SCHOOL_TIMEZONE;
  return db().transaction(async (tx): Promise<Outcome> => {
    const application = await lockApplication(tx, input.id);
    if (!application) return refuse(404, STAGE_MESSAGES.notFound);
    if (application.status !== "interaction") return refuse(409, STAGE_MESSAGES.notAtInteraction);
    const when = dateAndTime(input.interactionAt)!;
    const interactionAt = schoolInstant(when.date, `${when.time}:00`, timeZone);
    if (application.interactionAt?.getTime() === interactionAt.getTime()) return { ok: true };
    const [moved] = await tx
      .update(applications)
      .set({ interactionAt })
      .where(eq(applications.id, input.id))
      .returning();
    const from = application.interactionAt;
    const at = await lineTimes(tx);
    await recordHistory(tx, {
      type: "application",
      id: input.id,
      kind: "application",
      body: [`Interaction moved to ${officeDateTime(interactionAt, timeZone)}`, input.why ? `Why: ${input.why}` : null]
        .filter(Boolean)
        .join("\n"),
      details: { from: from?.toISOString() ?? null, to: interactionAt.toISOString() },
      actor,
      at: at(),
    });
    const mail = await queueStageMail(tx, moved!, "interaction_moved", site, settings);
    await mailLine(tx, input.id, mail, actor, at());
    await recordAudit(tx, {
      ...actor,
      action: "application.set_interaction",
      targetType: "application",
      targetId: input.id,
      details: {
        from: from?.toISOString() ?? null,
        to: interactionAt.toISOString(),
        ...(input.why ? { why: input.why } : {}),
      },
    });
    return { ok: true };
  });
}

/** The office's names of `documents`, in the form's order: "Birth certificate, Photograph", or "none". */
const documentNames = (documents: readonly DocumentKind[]) =>
  documents.length ? documents.map((kind) => DOCUMENT_KIND.words[kind]).join(", ") : "none";

/** The checklist "Documents verified": what staff have seen, uploaded or on paper. Saving it unchanged logs nothing. */
export async function verifyDocuments(
  input: { id: string; documents: DocumentKind[] },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx): Promise<Outcome> => {
    const [application] = await tx.select().from(applications).where(eq(applications.id, input.id)).for("update");
    if (!application) return refuse(404, STAGE_MESSAGES.notFound);
    const to = DOCUMENT_KIND.values.filter((kind) => input.documents.includes(kind));
    const from = application.documentsVerified;
    if (from.length === to.length && from.every((kind) => to.includes(kind))) return { ok: true };
    await tx.update(applications).set({ documentsVerified: to }).where(eq(applications.id, input.id));
    await recordHistory(tx, {
      type: "application",
      id: input.id,
      kind: "application",
      body: `Documents verified: ${documentNames(to)}`,
      details: { from, to },
      actor,
    });
    await recordAudit(tx, {
      ...actor,
      action: "application.verify_documents",
      targetType: "application",
      targetId: input.id,
      details: { from, to },
    });
    return { ok: true };
  });
}

// ------------------------------------------------------------------ the page

/** What the stage panel shows of an application: where it is, what it may do next, and what each move would take. */
export async function stagePanelOf(
  application: Pick<
    Application,
    | "id"
    | "status"
    | "session"
    | "classSought"
    | "interactionAt"
    | "feeDueOn"
    | "feeAmount"
    | "feePaidOn"
    | "feeReceipt"
    | "feeMode"
    | "waitlistPosition"
    | "notOfferedReason"
    | "email"
  >,
) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const setup = await classSetupOf(application);
  const counts = await countsOfClass(application.session, application.classSought as ClassName, setup.seats);
  return {
    interaction: setup.interaction,
    classOpen: setup.open,
    seats: { seats: setup.seats, admitted: counts.admitted, beyond: admissionBeyondSeats(counts) },
    waitlistNext: await nextWaitlistNumber(db(), application),
    waitlistPlace: await waitlistPlaceOf(application),
    interactionAt: application.interactionAt ? officeDateTime(application.interactionAt, timeZone) : null,
    /** The interaction as its field writes it, "2026-12-02T10:30", to change it. */
    interactionValue: application.interactionAt
      ? `${schoolDate(application.interactionAt, timeZone)}T${schoolClock(application.interactionAt, timeZone)}`
      : null,
    hasEmail: Boolean(application.email?.trim()),
  };
}
export type StagePanelView = Awaited<ReturnType<typeof stagePanelOf>>;
