// What an application keeps beside its row (decision 0060): its documents' rows and files, and the drafts of
// applications not yet submitted, with theirs. The shared machinery reads this through the definition's `held`, so
// a delete, the retention run and the personal data tool take them with the applications: a document's file goes
// whenever its row does, once the removal has committed; a draft goes 30 days after its last change
// (docs/specification.md §22), or when the person it names is erased.
import { subDays, subYears } from "date-fns";
import { eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";

import type { HeldBeside, RemovedBeside } from "~/features/requests/request-definition.server";
import { db, type Tx } from "~/lib/database/db.server";
import { emailHolds, phoneHolds, textMentions, type Person } from "~/lib/database/person.server";
import { deleteStoredFiles, storage } from "~/lib/files/storage.server";
import { log } from "~/lib/server/log.server";

import {
  applicationDocuments,
  applicationDrafts,
  paymentReports,
  payments,
  receipts,
  siteSettings,
  statementImports,
  statementLines,
} from "../../../db/schema";
import { DRAFT_DAYS } from "./rules";

/** The storage folder of every application's and draft's documents: never served under /uploads. */
export const DOCUMENTS_FOLDER = "applications";

/** Whether a storage key is an application's document: never served as an upload. */
export const isApplicationFile = (key: string) => key.startsWith(`${DOCUMENTS_FOLDER}/`);

/**
 * A file the sweep finds without a row is removed only once it is this old: a document being stored is written
 * before its row commits, and must not be taken for a leftover in between.
 */
export const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/** How many rows one statement reads or removes by id. */
const BATCH = 1000;

const DOCUMENTS = "application_documents";
const DRAFTS = "application_drafts";

/** A draft whose steps (JSON, whatever their keys) name the person's phone, in any writing, or e-mail, in any case. */
const draftMentions = (person: Person) => textMentions(sql`${applicationDrafts.steps}::text`, person);

async function keysOf(reader: Pick<Tx, "select">, where: SQL | undefined): Promise<string[]> {
  const rows = await reader.select({ key: applicationDocuments.storageKey }).from(applicationDocuments).where(where);
  return rows.map((row) => row.key);
}

/**
 * Removes the drafts `where` picks, with their documents' rows (the foreign key's cascade), in `tx`; their files are
 * the caller's to remove after the commit. The drafts are locked first, so a parent saving a step at that moment
 * waits, and then finds the draft gone, rather than keeping a draft whose documents went.
 */
async function removeDrafts(tx: Tx, where: SQL | undefined): Promise<RemovedBeside> {
  const counts = { [DRAFTS]: 0, [DOCUMENTS]: 0 };
  if (!where) return { counts, files: [] };
  const ids = (await tx.select({ id: applicationDrafts.id }).from(applicationDrafts).where(where).for("update")).map(
    (row) => row.id,
  );
  const files: string[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const keys = await keysOf(tx, inArray(applicationDocuments.draftId, batch));
    files.push(...keys);
    counts[DOCUMENTS] += keys.length;
    counts[DRAFTS] += (
      await tx
        .delete(applicationDrafts)
        .where(inArray(applicationDrafts.id, batch))
        .returning({ id: applicationDrafts.id })
    ).length;
  }
  return { counts, files };
}

/** Stored documents no row names and older than a day: left by a removal the store failed, or an upload cut short. */
async function sweepDocuments(now: Date): Promise<number> {
  try {
    const settled = (await storage().listFolder(DOCUMENTS_FOLDER)).filter(
      ({ modifiedAt }) => modifiedAt !== null && now.getTime() - modifiedAt.getTime() >= SWEEP_AFTER_MS,
    );
    const orphans: string[] = [];
    for (let start = 0; start < settled.length; start += BATCH) {
      const keys = settled.slice(start, start + BATCH).map(({ key }) => key);
      const named = new Set(await keysOf(db(), inArray(applicationDocuments.storageKey, keys)));
      orphans.push(...keys.filter((key) => !named.has(key)));
    }
    return await deleteStoredFiles(orphans);
  } catch (error) {
    // The store is out of reach: the next run sweeps again.
    log.warn({ err: error }, "The sweep of applications' stored documents failed");
    return 0;
  }
}

const PAYMENTS = "payments";
const REPORTS = "payment_reports";
const LINES = "statement_lines";
const RECEIPTS = "receipts";

/**
 * A person's payment records (docs/specification.md §34): the payments of their applications `ids` and the UTRs
 * reported for them, the bank's lines matched to those payments, and the receipts, found by the applications or by
 * the phone or e-mail a receipt keeps (a receipt outlives its application, for the school's accounts).
 */
async function paymentRecordsOf(reader: Pick<Tx, "select">, ids: readonly string[], person: Person) {
  const owed = ids.length
    ? await reader
        .select()
        .from(payments)
        .where(inArray(payments.applicationId, [...ids]))
    : [];
  const paymentIds = owed.map((row) => row.id);
  const reported = paymentIds.length
    ? await reader.select().from(paymentReports).where(inArray(paymentReports.paymentId, paymentIds))
    : [];
  const receiptsHeld = await reader
    .select()
    .from(receipts)
    .where(
      or(
        ids.length ? inArray(receipts.applicationId, [...ids]) : undefined,
        person.phone ? phoneHolds(receipts.parentMobile, person.phone) : undefined,
        person.email ? emailHolds(receipts.email, person.email) : undefined,
      ) ?? sql`false`,
    );
  const receiptPayments = receiptsHeld.flatMap((row) => (row.paymentId ? [row.paymentId] : []));
  const lineIds = [...new Set([...paymentIds, ...receiptPayments])];
  const lines = lineIds.length
    ? await reader.select().from(statementLines).where(inArray(statementLines.paymentId, lineIds))
    : [];
  return [
    { place: PAYMENTS, label: "Fees due and paid online", rows: owed },
    { place: REPORTS, label: "Payments reported by the parent", rows: reported },
    { place: LINES, label: "Bank statement lines (kept for the school's accounts)", rows: lines },
    { place: RECEIPTS, label: "Receipts (kept for the school's accounts)", rows: receiptsHeld },
  ];
}

/**
 * The retention run's rule for payment records (docs/specification.md §34): receipts, and the statements' lines
 * and imports, go once older than School Settings' "Keep payment records for" years; a payment not confirmed goes
 * with its application.
 */
async function expirePaymentRecords(tx: Tx, now: Date): Promise<Record<string, number>> {
  const [settings] = await tx
    .select({ years: siteSettings.paymentRetentionYears })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const cutoff = subYears(now, settings?.years ?? 8);
  const gone = async (rows: Promise<{ id: string }[]>) => (await rows).length;
  return {
    [RECEIPTS]: await gone(tx.delete(receipts).where(lt(receipts.issuedAt, cutoff)).returning({ id: receipts.id })),
    // An import's lines go with it (the foreign key's cascade): counted first.
    [LINES]: await gone(
      tx.delete(statementLines).where(lt(statementLines.createdAt, cutoff)).returning({ id: statementLines.id }),
    ),
    statement_imports: await gone(
      tx.delete(statementImports).where(lt(statementImports.createdAt, cutoff)).returning({ id: statementImports.id }),
    ),
  };
}

export const applicationHeld: HeldBeside = {
  filesOf: (reader, ids) => keysOf(reader, inArray(applicationDocuments.applicationId, [...ids])),

  async expire(tx, now) {
    const drafts = await removeDrafts(tx, lt(applicationDrafts.updatedAt, subDays(now, DRAFT_DAYS)));
    return { counts: { ...drafts.counts, ...(await expirePaymentRecords(tx, now)) }, files: drafts.files };
  },

  async find(reader, ids, person) {
    const where = draftMentions(person);
    const drafts = where ? await reader.select().from(applicationDrafts).where(where) : [];
    const documents = await reader
      .select()
      .from(applicationDocuments)
      .where(
        or(
          ids.length ? inArray(applicationDocuments.applicationId, [...ids]) : undefined,
          drafts.length
            ? inArray(
                applicationDocuments.draftId,
                drafts.map((draft) => draft.id),
              )
            : undefined,
        ) ?? sql`false`,
      );
    return [
      { place: DOCUMENTS, label: "Application documents", rows: documents },
      { place: DRAFTS, label: "Unfinished applications", rows: drafts },
      ...(await paymentRecordsOf(reader, ids, person)),
    ];
  },

  erase: (tx, person) => removeDrafts(tx, draftMentions(person)),

  sweep: sweepDocuments,
};
