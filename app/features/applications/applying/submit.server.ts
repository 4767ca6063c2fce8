// Submitting a draft (docs/specification.md §22, decision 0056): one transaction checks every step again against
// the session's setup as it is now, takes the application's number, stores the application (with the earlier one
// it repeats, if any), moves its documents to it, erases the draft and queues the office's notice and the parent's
// confirmation with the private status link. Staff entering a paper form submit the same way (decision 0057).
import { asc, eq, sql } from "drizzle-orm";

import type { Actor } from "~/features/admin/outcome";
import { queueRequestMail, type RequestMailContext } from "~/features/mail/request-mail.server";
import { openRegistrationPayment } from "~/features/payments/dues.server";
import { newRequestOf } from "~/features/requests/request-definition.server";
import { insertRequest } from "~/features/requests/requests.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { i18nFor } from "~/lib/language/i18n";

import { applicationDrafts, applicationNumbers, applications } from "../../../../db/schema";
import { applicationDefinition, sameChildAndClass, type ApplicationValues } from "../application.server";
import { applicationsChanged } from "../changed.server";
import { moveDocumentsToApplication } from "../documents/document-upload.server";
import type { Draft } from "../drafts/drafts.server";
import { newApplicationToken } from "../drafts/token.server";
import { statusPath } from "../paths";
import { applicationNumber, classCode, type ClassName } from "../rules";
import type { AdmissionSetup } from "../setup/setup.server";
import {
  childValues,
  SAVED_STEPS,
  stepSchema,
  type ChildValues,
  type DraftSteps,
  type ParentsValues,
  type PreviousSchoolValues,
  type SavedStep,
  type SiblingsValues,
} from "./schema";

export type Submitted =
  | { ok: true; id: string; number: string }
  /** A step that no longer passes (its class closed since, say): the parent is sent back to it. */
  | { ok: false; step: SavedStep }
  /** The draft was submitted (or erased) meanwhile: by another press of the button, say. */
  | { ok: false; gone: true };

/**
 * The draft's steps checked again against `setup` on `today`: each as it would be saved now, or the first step
 * that no longer passes (the child and the parents are needed; the others may be empty).
 */
export async function checkedSteps(
  draft: Pick<Draft, "steps" | "language">,
  { setup, today }: { setup: AdmissionSetup; today: string },
): Promise<
  { ok: true; steps: Required<Pick<DraftSteps, "child" | "parents">> & DraftSteps } | { ok: false; step: SavedStep }
> {
  const i18n = await i18nFor(draft.language);
  const classes = setup.classes.map((open) => open.className);
  const checked: DraftSteps = {};
  for (const step of SAVED_STEPS) {
    const saved = draft.steps[step];
    if (saved === undefined) {
      if (step === "child" || step === "parents") return { ok: false, step };
      continue;
    }
    const parsed = stepSchema(step, i18n, { today, classes }).safeParse(saved);
    if (!parsed.success) return { ok: false, step };
    Object.assign(checked, { [step]: step === "child" ? childValues(parsed.data as ChildValues) : parsed.data });
  }
  return { ok: true, steps: checked as Required<Pick<DraftSteps, "child" | "parents">> & DraftSteps };
}

/** The application's columns from its checked steps. */
function applicationValues(
  session: string,
  child: ChildValues,
  parents: ParentsValues,
  previous: PreviousSchoolValues | undefined,
  siblings: SiblingsValues | undefined,
) {
  return {
    session,
    classSought: child.class_sought,
    childName: child.child_name,
    dateOfBirth: child.date_of_birth,
    gender: child.gender,
    apaarId: child.apaar_id ?? null,
    parentName: parents.parent_name,
    parentRelationship: parents.parent_relationship,
    parentMobile: parents.parent_mobile,
    parentOccupation: parents.parent_occupation ?? null,
    secondParentName: parents.second_parent_name ?? null,
    secondParentRelationship: parents.second_parent_relationship ?? null,
    secondParentMobile: parents.second_parent_mobile ?? null,
    secondParentOccupation: parents.second_parent_occupation ?? null,
    email: parents.email ?? null,
    address: parents.address,
    previousSchool: previous?.previous_school ?? null,
    previousBoard: previous?.previous_board ?? null,
    previousClass: previous?.previous_class ?? null,
    siblings: (siblings?.siblings ?? []).map((sibling) => ({ name: sibling.name, className: sibling.class_name })),
  };
}

/**
 * Submits `draft` as the session's application, its steps checked again against `setup` on `today` (the caller has
 * checked the window). A parent's draft keeps its private link (`token`) for the status page; a paper form's
 * (`staff`) is given one now, for the confirmation's link, and is audited.
 */
export async function submitDraft(
  draft: Draft,
  {
    token,
    setup,
    today,
    staff,
    mail,
  }: {
    token: string | null;
    setup: AdmissionSetup;
    today: string;
    staff?: Actor;
    mail: RequestMailContext;
  },
): Promise<Submitted> {
  const checked = await checkedSteps(draft, { setup, today });
  if (!checked.ok) return checked;
  const { child, parents } = checked.steps;
  const link = token ? { token, tokenHash: draft.tokenHash } : newApplicationToken();
  const { session } = setup;
  const className = child.class_sought as ClassName;
  const submitted = await db().transaction(async (tx): Promise<Submitted> => {
    // Held until the end: a second press of Submit waits here, then finds the draft gone.
    const [held] = await tx
      .select({ id: applicationDrafts.id })
      .from(applicationDrafts)
      .where(eq(applicationDrafts.id, draft.id))
      .for("update");
    if (!held) return { ok: false, gone: true };
    // The next number of the session and class, taken in one statement: two submissions at once never share one.
    const [numbered] = await tx
      .insert(applicationNumbers)
      .values({ session, classCode: classCode(className), last: 1 })
      .onConflictDoUpdate({
        target: [applicationNumbers.session, applicationNumbers.classCode],
        set: { last: sql`${applicationNumbers.last} + 1` },
      })
      .returning({ last: applicationNumbers.last });
    const values = applicationValues(session, child, parents, checked.steps["previous-school"], checked.steps.siblings);
    const [earlier] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(sameChildAndClass(values))
      .orderBy(asc(applications.createdAt))
      .limit(1);
    const record = await insertRequest(
      tx,
      applicationDefinition,
      {
        ...values,
        number: applicationNumber(session, className, numbered!.last),
        tokenHash: link.tokenHash,
        duplicateOf: earlier?.id ?? null,
        enteredBy: draft.enteredBy,
        consentOnPaper: draft.enteredBy !== null,
      } satisfies ApplicationValues,
      draft.language,
    );
    // The registration fee, when the setup asks for one, is due from now (docs/specification.md §34).
    await openRegistrationPayment(tx, record, setup.registrationFee);
    await moveDocumentsToApplication(tx, draft.id, record.id);
    await tx.delete(applicationDrafts).where(eq(applicationDrafts.id, draft.id));
    if (staff) {
      await recordAudit(tx, {
        ...staff,
        action: "application.enter_paper_form",
        targetType: "application",
        targetId: record.id,
        details: { number: record.number },
      });
    }
    await queueRequestMail(
      tx,
      { ...newRequestOf(applicationDefinition, record), privatePath: statusPath(link.token, draft.language) },
      mail,
    );
    return { ok: true, id: record.id, number: record.number };
  });
  // The Admissions page's seats count it (docs/specification.md §22).
  if (submitted.ok) applicationsChanged();
  return submitted;
}

/** What the confirmation shows of a submitted application its private link opens, or null for none. */
export async function submittedApplication(tokenHash: string) {
  const [row] = await db()
    .select({
      number: applications.number,
      session: applications.session,
      childName: applications.childName,
      classSought: applications.classSought,
      email: applications.email,
      duplicateOf: applications.duplicateOf,
    })
    .from(applications)
    .where(eq(applications.tokenHash, tokenHash));
  if (!row) return null;
  const [earlier] = row.duplicateOf
    ? await db().select({ number: applications.number }).from(applications).where(eq(applications.id, row.duplicateOf))
    : [];
  const { duplicateOf: _id, ...shown } = row;
  return { ...shown, earlierNumber: earlier?.number ?? null };
}
