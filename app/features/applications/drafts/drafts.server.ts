// Drafts of applications (decision 0056): what a parent, or staff entering a paper form, has saved step by step
// before submitting. Saving the child's step makes one, under a private link; each save renews it (a draft not
// changed for 30 days is erased); the family's e-mail, once given, is sent the link once. The steps' rules are in
// ./schema; which step may be opened or saved is decided here, on the server.
import { t } from "@lingui/core/macro";
import { and, eq, isNotNull, sql } from "drizzle-orm";

import type { Actor } from "~/features/admin/outcome";
import { mailboxOf } from "~/features/mail/mailbox";
import { greetingTo } from "~/features/mail/parent-words";
import { queueParentMail } from "~/features/mail/request-mail.server";
import type { SchoolSettings } from "~/features/settings/settings";
import { recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { consumeRateLimits } from "~/lib/database/rate-limit.server";
import { i18nFor } from "~/lib/language/i18n";
import { pathIn, type Locale } from "~/lib/language/locale";

import { applicationDrafts } from "../../../../db/schema";
import { isSavedStep, SAVED_STEPS, type DraftSteps, type SavedStep } from "../applying/schema";
import { missingBefore, STEPS, type Step } from "../applying/steps";
import { draftPath } from "../paths";
import { DRAFT_DAYS } from "../rules";
import { APPLICATION_TOKEN_PATTERN, applicationTokenHash, newApplicationToken } from "./token.server";

export interface Draft {
  id: string;
  language: Locale;
  steps: DraftSteps;
  /** The staff member entering a paper form; null for a parent online. */
  enteredBy: string | null;
  /** The address the resume link was mailed to (lower case), if any. */
  linkMailedTo: string | null;
  tokenHash: string;
}

const columns = {
  id: applicationDrafts.id,
  language: applicationDrafts.language,
  steps: applicationDrafts.steps,
  enteredBy: applicationDrafts.enteredBy,
  linkMailedTo: applicationDrafts.linkMailedTo,
  tokenHash: applicationDrafts.tokenHash,
};

/** The parent's draft its private link opens, or null (no such draft: never made, submitted or erased). */
export async function draftByToken(token: string): Promise<Draft | null> {
  if (!APPLICATION_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db()
    .select(columns)
    .from(applicationDrafts)
    .where(eq(applicationDrafts.tokenHash, applicationTokenHash(token)));
  return (row as Draft | undefined) ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A paper form's draft, which staff open by its id; null for any other id (a parent's draft is theirs alone). */
export async function paperDraft(id: string): Promise<Draft | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db()
    .select(columns)
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.id, id), isNotNull(applicationDrafts.enteredBy)));
  return (row as Draft | undefined) ?? null;
}

/** Whether the draft holds `step`: a saved step, or one that keeps nothing of its own (documents, the review). */
export const holdsStep = (draft: Pick<Draft, "steps"> | null) => (step: Step) =>
  !isSavedStep(step) || draft?.steps[step] !== undefined;

/**
 * Where a step of the draft sends the parent: to `step` itself when it may be opened, else to the first step it
 * needs that is still missing.
 */
export const allowedStep = (draft: Pick<Draft, "steps"> | null, step: Step): Step =>
  missingBefore(step, holdsStep(draft)) ?? step;

/** Where the link opens a draft: its first step never saved, else the review. */
export function resumeStep(draft: Pick<Draft, "steps">): Step {
  return SAVED_STEPS.find((step) => draft.steps[step] === undefined) ?? STEPS[STEPS.length - 1]!;
}

/** What a paper form's every change writes in the audit log, beside the change (decision 0057). */
export async function auditPaperForm(tx: Tx, actor: Actor, draftId: string, change: string) {
  await recordAudit(tx, {
    ...actor,
    action: `application.paper_form_${change}`,
    targetType: "application_draft",
    targetId: draftId,
  });
}

/**
 * A new draft holding the child's step, in `language`: a parent's (its private link's token, to show them) or, with
 * `staff`, a paper form being entered (audited).
 */
export async function createDraft(
  child: NonNullable<DraftSteps["child"]>,
  { language, staff }: { language: Locale; staff?: Actor },
): Promise<{ id: string; token: string }> {
  const { token, tokenHash } = newApplicationToken();
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(applicationDrafts)
      .values({ tokenHash, language, steps: { child }, enteredBy: staff?.actorUserId ?? null })
      .returning({ id: applicationDrafts.id });
    if (staff) await auditPaperForm(tx, staff, row!.id, "start");
    return row!.id;
  });
  return { id, token };
}

/** What a parent's save needs to mail the resume link: the link's token, the site's address, who sends it. */
export interface ResumeLink {
  token: string;
  origin: string;
  /** The client's address, counted against how many links it may have mailed. */
  address: string;
  settings: SchoolSettings;
}

/** Resume links one mailbox, or one address, may have mailed in an hour: enough for a family, not for a flood. */
export const RESUME_LINKS_PER_MAILBOX = { limit: 3, windowSeconds: 3600 };
export const RESUME_LINKS_PER_ADDRESS = { limit: 10, windowSeconds: 3600 };

/**
 * Saves `values` as the draft's `step` (replacing what it held), renewing the draft; as staff, audited. The
 * parents' step of a parent's draft mails the resume link to the family's e-mail the first time it is given (and
 * again only to a new address).
 */
export async function saveStep<S extends SavedStep>(
  draft: Draft,
  step: S,
  values: NonNullable<DraftSteps[S]>,
  { staff, resumeLink }: { staff?: Actor; resumeLink?: ResumeLink } = {},
) {
  const i18n = await i18nFor(draft.language);
  await db().transaction(async (tx) => {
    // One key of the steps replaced in the database: a save from another tab in the meantime keeps its own.
    await tx
      .update(applicationDrafts)
      .set({
        steps: sql`${applicationDrafts.steps} || jsonb_build_object(${step}::text, ${JSON.stringify(values)}::jsonb)`,
      })
      .where(eq(applicationDrafts.id, draft.id));
    if (staff) await auditPaperForm(tx, staff, draft.id, `save_${step.replaceAll("-", "_")}`);
    const email = step === "parents" ? (values as NonNullable<DraftSteps["parents"]>).email?.toLowerCase() : undefined;
    if (!email || staff || !resumeLink || email === draft.linkMailedTo) return;
    const parents = values as NonNullable<DraftSteps["parents"]>;
    const child = draft.steps.child?.child_name ?? "";
    const link = `${resumeLink.origin}${pathIn(draft.language, draftPath(resumeLink.token))}`;
    const days = DRAFT_DAYS;
    // As often as a family needs it, never a flood: to one mailbox, and from one address.
    const { allowed } = await consumeRateLimits(
      [
        { key: `application-link:email:${mailboxOf(email)}`, ...RESUME_LINKS_PER_MAILBOX },
        { key: `application-link:address:${resumeLink.address}`, ...RESUME_LINKS_PER_ADDRESS },
      ],
      new Date(),
      tx,
    );
    if (!allowed) return;
    await queueParentMail(
      tx,
      {
        purpose: "application.draft_link",
        to: [email],
        subject: t(i18n)`Your application is saved`,
        paragraphs: [
          greetingTo(i18n, parents.parent_name),
          t(
            i18n,
          )`Your application for ${child} is saved. To finish it later, on this phone or another, open this link:`,
          link,
          t(
            i18n,
          )`Anyone with this link can see and change the application, so please keep it to yourself. An application not changed for ${days} days is erased.`,
        ],
      },
      { settings: resumeLink.settings, i18n },
    );
    await tx.update(applicationDrafts).set({ linkMailedTo: email }).where(eq(applicationDrafts.id, draft.id));
  });
}

/** Renews a draft whose documents changed (a draft not changed for 30 days is erased), in `tx`. */
export async function touchDraft(tx: Tx, draftId: string) {
  await tx.update(applicationDrafts).set({ updatedAt: new Date() }).where(eq(applicationDrafts.id, draftId));
}
