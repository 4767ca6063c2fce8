// Queries and changes on fee_sessions and fee_heads (docs/specification.md §29, decision 0072): the only place that
// touches them. Every change is audited in its transaction and notes the "fees" and "disclosures" areas (the fee
// page, and the disclosure's fee item that links to it); the Form VI PDF follows its session.
import crypto from "node:crypto";
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome, type Refusal } from "~/features/admin/outcome";
import { removeDocuments } from "~/features/disclosures/documents.server";
import { DISCLOSURE_MESSAGES } from "~/features/disclosures/schema";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import type { GoLiveItem, GoLiveProgress } from "~/features/settings/go-live";
import { auditWriter } from "~/lib/database/audit.server";
import { db, type Db } from "~/lib/database/db.server";
import { schoolToday } from "~/lib/database/time.server";
import { describeProblem, readCsv } from "~/lib/files/csv-import.server";
import { storage } from "~/lib/files/storage.server";
import { isPdf } from "~/lib/files/uploaded-file.server";

import { feeHeads, feeSessions } from "../../../db/schema";
import type { FeeHeadRow, FeePer } from "./fees";
import {
  FEE_CSV_COLUMNS,
  FEE_MESSAGES,
  feeCsvRow,
  headTwice,
  sessionTaken,
  type HeadChanges,
  type NewHead,
} from "./schema";

const auditSession = auditWriter("fee_session");
const auditHead = auditWriter("fee_head");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A session as the back office lists it. */
export interface FeeSessionData {
  session: string;
  formViUrl: string | null;
  formViFiledOn: string | null;
  heads: number;
}

export interface FeeHeadData extends FeeHeadRow {
  id: string;
}

const FOLDER = "fees";
const formViUrl = (key: string | null) => (key ? `/uploads/${key}` : null);
const folderOf = (key: string | null) => (key ? key.slice(0, key.lastIndexOf("/")) : null);

/** Every session, newest first, with its Form VI and how many heads it has. */
export async function listFeeSessions(): Promise<FeeSessionData[]> {
  const rows = await db()
    .select({
      session: feeSessions.session,
      formViKey: feeSessions.formViKey,
      formViFiledOn: feeSessions.formViFiledOn,
      heads: sql<number>`(select count(*) from ${feeHeads} where ${feeHeads.session} = ${feeSessions.session})`.mapWith(
        Number,
      ),
    })
    .from(feeSessions)
    .orderBy(desc(feeSessions.session));
  return rows.map(({ formViKey, ...row }) => ({ ...row, formViUrl: formViUrl(formViKey) }));
}

/** A session's heads, in the order staff entered or imported them. */
export async function feeHeadsOf(session: string): Promise<FeeHeadData[]> {
  const rows = await db()
    .select({
      id: feeHeads.id,
      className: feeHeads.className,
      head: feeHeads.head,
      headHi: feeHeads.headHi,
      per: feeHeads.per,
      amount: feeHeads.amount,
    })
    .from(feeHeads)
    .where(eq(feeHeads.session, session))
    .orderBy(asc(feeHeads.position), asc(feeHeads.createdAt));
  return rows.map((row) => ({ ...row, per: row.per as FeePer }));
}

/** The sessions with fees, newest (the fee page's "current", docs/specification.md §29) first, each with its Form VI. */
export async function sessionsWithFees(): Promise<
  { session: string; formViUrl: string | null; formViFiledOn: string | null }[]
> {
  const rows = await db()
    .select({
      session: feeSessions.session,
      formViKey: feeSessions.formViKey,
      formViFiledOn: feeSessions.formViFiledOn,
    })
    .from(feeSessions)
    .where(sql`exists (select 1 from ${feeHeads} where ${feeHeads.session} = ${feeSessions.session})`)
    .orderBy(desc(feeSessions.session));
  return rows.map(({ formViKey, ...row }) => ({ ...row, formViUrl: formViUrl(formViKey) }));
}

/** Where staff enter the fees (docs/specification.md §29). */
export const FEES_ADMIN_PATH = "/admin/mandatory-disclosures/fees";

/**
 * The fees' lines of the dashboard's go-live checklist (decision 0075): the fees published, and the Form VI of the
 * session the fee page shows.
 */
export async function feesGoLive(): Promise<GoLiveProgress> {
  const [newest] = await sessionsWithFees();
  const left: GoLiveItem[] = [];
  if (!newest)
    left.push({ path: FEES_ADMIN_PATH, label: "Fees", problem: "not published: parents are told to call the office" });
  else if (!newest.formViUrl) {
    left.push({
      path: `${FEES_ADMIN_PATH}?session=${newest.session}`,
      label: "Form VI",
      problem: `not uploaded for ${newest.session}: the Fees page offers none`,
    });
  }
  return { left, total: 2 };
}

// ------------------------------------------------------------ back office

/** Notes the change for the fee page and for the disclosure page, whose fee item links to it. */
async function feesChanged(tx: Tx) {
  await areaChanged(tx, "fees");
  await areaChanged(tx, "disclosures");
}

/** The session's row, made when it is the first thing done in it; locked for the change. */
async function sessionRow(tx: Tx, session: string) {
  await tx.insert(feeSessions).values({ session }).onConflictDoNothing();
  const [row] = await tx.select().from(feeSessions).where(eq(feeSessions.session, session)).for("update");
  return row!;
}

async function nextPosition(tx: Tx, session: string) {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${feeHeads.position})` })
    .from(feeHeads)
    .where(eq(feeHeads.session, session));
  return (row?.last ?? 0) + 1;
}

/** Adds a session; with `copyFrom`, its heads start as those of the newest earlier session that has any. */
export async function addSession(input: { session: string; copyFrom: boolean }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    // A session added empty (or made by its Form VI) may still start from the last one's heads.
    const [taken] = await tx.select().from(feeSessions).where(eq(feeSessions.session, input.session)).for("update");
    const hasHeads =
      taken &&
      (await tx.select({ id: feeHeads.id }).from(feeHeads).where(eq(feeHeads.session, input.session)).limit(1)).length >
        0;
    if (taken && (hasHeads || !input.copyFrom)) return refuse(409, sessionTaken(input.session), "session");
    let copied: { from: string; heads: number } | null = null;
    let heads: (typeof feeHeads.$inferSelect)[] = [];
    if (input.copyFrom) {
      const [earlier] = await tx
        .select({ session: feeHeads.session })
        .from(feeHeads)
        .where(lt(feeHeads.session, input.session))
        .orderBy(desc(feeHeads.session))
        .limit(1);
      if (!earlier) return refuse(409, FEE_MESSAGES.nothingToCopy, "copyFrom");
      heads = await tx
        .select()
        .from(feeHeads)
        .where(eq(feeHeads.session, earlier.session))
        .orderBy(asc(feeHeads.position), asc(feeHeads.createdAt));
      copied = { from: earlier.session, heads: heads.length };
    }
    await tx.insert(feeSessions).values({ session: input.session }).onConflictDoNothing();
    if (heads.length > 0) {
      await tx.insert(feeHeads).values(
        heads.map((head, index) => ({
          session: input.session,
          className: head.className,
          head: head.head,
          headHi: head.headHi,
          per: head.per,
          amount: head.amount,
          position: index + 1,
        })),
      );
    }
    await auditSession(tx, actor, "fee_session.create", input.session, {
      session: input.session,
      ...(copied ? { copiedFrom: copied.from, heads: copied.heads } : {}),
    });
    await feesChanged(tx);
    return { ok: true as const };
  });
}

const headValues = (input: Pick<FeeHeadRow, "className" | "head" | "headHi" | "per" | "amount">) => ({
  className: input.className,
  head: input.head,
  headHi: input.headHi,
  per: input.per,
  amount: input.amount,
});

/** A head as one: its class, its period and its name however it is spaced or written. */
const sameHead = (row: { className: string; per: string; head: string }) =>
  `${row.className}|${row.per}|${row.head.replace(/\s+/g, " ").trim().toLowerCase()}`;

/**
 * A head the class already has in `session` by the same name and period (written as it may be, in any case or
 * spacing), but `exceptId`: one head twice would leave the page two amounts for one thing.
 */
async function headTaken(
  tx: Tx,
  session: string,
  head: Pick<FeeHeadRow, "className" | "head" | "per">,
  exceptId?: string,
): Promise<Refusal | null> {
  const rows = await tx
    .select({ id: feeHeads.id, className: feeHeads.className, head: feeHeads.head, per: feeHeads.per })
    .from(feeHeads)
    .where(and(eq(feeHeads.session, session), eq(feeHeads.className, head.className)));
  const key = sameHead(head);
  const twin = rows.find((row) => row.id !== exceptId && sameHead(row) === key);
  return twin ? refuse(409, headTwice(head.className, twin.head, session), "head") : null;
}

export async function addHead(input: NewHead, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    await sessionRow(tx, input.session);
    const twin = await headTaken(tx, input.session, input);
    if (twin) return twin;
    const [head] = await tx
      .insert(feeHeads)
      .values({ session: input.session, ...headValues(input), position: await nextPosition(tx, input.session) })
      .returning();
    await auditHead(tx, actor, "fee_head.create", head!.id, { session: input.session, ...headValues(input) });
    await feesChanged(tx);
    return { ok: true as const };
  });
}

export async function updateHead(input: HeadChanges, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [head] = await tx.select().from(feeHeads).where(eq(feeHeads.id, input.headId)).for("update");
    if (!head) return refuse(404, FEE_MESSAGES.headNotFound);
    const twin = await headTaken(tx, head.session, input, head.id);
    if (twin) return twin;
    const changes = headValues(input);
    await tx.update(feeHeads).set(changes).where(eq(feeHeads.id, head.id));
    await auditHead(tx, actor, "fee_head.update", head.id, {
      session: head.session,
      from: headValues({ ...head, per: head.per as FeePer }),
      to: changes,
    });
    await feesChanged(tx);
    return { ok: true as const };
  });
}

export async function deleteHead(input: { headId: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [head] = await tx.delete(feeHeads).where(eq(feeHeads.id, input.headId)).returning();
    if (!head) return refuse(404, FEE_MESSAGES.headNotFound);
    await auditHead(tx, actor, "fee_head.delete", head.id, {
      session: head.session,
      ...headValues({ ...head, per: head.per as FeePer }),
    });
    await feesChanged(tx);
    return { ok: true as const };
  });
}

/**
 * Replaces a session's heads with a CSV file's rows, in one transaction (decision 0071); a file with any bad row is
 * refused whole, each problem with its line, and nothing is stored.
 */
export async function importHeads(input: { session: string; file?: File }, actor: Actor): Promise<Outcome> {
  const reading = await readCsv(input.file, FEE_CSV_COLUMNS, feeCsvRow);
  let problems = reading.ok ? [] : reading.problems.map(describeProblem);
  const more = reading.ok ? 0 : reading.more;
  if (reading.ok) {
    // One head twice in a class is a slip in the file: which amount would the page show?
    const seen = new Map<string, number>();
    for (const { line, value } of reading.rows) {
      const first = seen.get(sameHead(value));
      if (first === undefined) seen.set(sameHead(value), line);
      else
        problems.push(
          describeProblem({ line, message: `${value.className} has “${value.head}” on line ${first} already` }),
        );
    }
  }
  if (problems.length > 0 || !reading.ok) {
    problems = [...problems, ...(more > 0 ? [`…and ${more} more.`] : [])];
    return refuse(
      400,
      `The file was not imported; nothing was changed. Mend it and upload it again:\n${problems.join("\n")}`,
      // The whole list, below the button (one line each).
    );
  }
  const rows = reading.rows.map(({ value }) => value);
  return db().transaction(async (tx) => {
    await sessionRow(tx, input.session);
    const removed = await tx.delete(feeHeads).where(eq(feeHeads.session, input.session)).returning({ id: feeHeads.id });
    await tx
      .insert(feeHeads)
      .values(rows.map((row, index) => ({ session: input.session, ...headValues(row), position: index + 1 })));
    await auditSession(tx, actor, "fee_heads.import", input.session, {
      session: input.session,
      replaced: removed.length,
      imported: rows.length,
      file: input.file?.name ?? null,
    });
    await feesChanged(tx);
    return { ok: true as const };
  });
}

/** Sets or clears `session`'s Form VI, audited as `action` with `details`, and refreshes the pages that show it. */
async function setFormVi(
  tx: Tx,
  actor: Actor,
  session: string,
  formVi: { key: string | null; filedOn: string | null },
  action: "fee_session.form_vi_upload" | "fee_session.form_vi_remove",
  details: Record<string, unknown>,
) {
  await tx
    .update(feeSessions)
    .set({ formViKey: formVi.key, formViFiledOn: formVi.filedOn, updatedAt: new Date() })
    .where(eq(feeSessions.session, session));
  await auditSession(tx, actor, action, session, { session, ...details });
  await feesChanged(tx);
}

/** Stores a session's Form VI (a PDF judged by its bytes) with the date it was filed; the one before it goes. */
export async function uploadFormVi(
  input: { session: string; document: File; filedOn: string },
  actor: Actor,
): Promise<Outcome> {
  if (input.filedOn > schoolToday()) return refuse(400, FEE_MESSAGES.filedOnFuture, "filedOn");
  const bytes = Buffer.from(await input.document.arrayBuffer());
  if (!isPdf(bytes)) return refuse(415, DISCLOSURE_MESSAGES.notPdf, "document");
  const key = `${FOLDER}/${crypto.randomUUID()}/form-vi.pdf`;
  await storage().put(key, bytes, "application/pdf");
  try {
    const old = await db().transaction(async (tx) => {
      const row = await sessionRow(tx, input.session);
      await setFormVi(tx, actor, input.session, { key, filedOn: input.filedOn }, "fee_session.form_vi_upload", {
        filedOn: input.filedOn,
        uploadedBytes: bytes.length,
        from: { url: formViUrl(row.formViKey), filedOn: row.formViFiledOn },
      });
      return row.formViKey;
    });
    await removeDocuments([folderOf(old)]);
    return { ok: true as const };
  } catch (error) {
    await removeDocuments([folderOf(key)]);
    throw error;
  }
}

export async function removeFormVi(input: { session: string }, actor: Actor): Promise<Outcome> {
  const result = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(feeSessions).where(eq(feeSessions.session, input.session)).for("update");
    if (!row) return { outcome: refuse(404, FEE_MESSAGES.sessionNotFound), key: null };
    if (!row.formViKey) return { outcome: refuse(409, FEE_MESSAGES.noFormVi), key: null };
    await setFormVi(tx, actor, input.session, { key: null, filedOn: null }, "fee_session.form_vi_remove", {
      url: formViUrl(row.formViKey),
      filedOn: row.formViFiledOn,
    });
    return { outcome: { ok: true as const }, key: row.formViKey };
  });
  await removeDocuments([folderOf(result.key)]);
  return result.outcome;
}
