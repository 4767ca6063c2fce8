// Importing a bank statement (docs/specification.md §34, decisions 0085 and 0087): the file read by its bytes and
// forgotten (never stored), its header found by the known names or a mapping remembered for the bank, its credits
// matched to the payments awaited, and only the matched lines kept, each by its fingerprint, so that the same
// statement imported twice (or one that overlaps) matches nothing twice. Audited with its counts. When School
// Settings say so, each match is confirmed at once.
import { and, eq, gt, inArray } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import type { StageSite } from "~/features/applications/stages/stages.server";
import { creditFingerprints, matchCredits, type OpenPayment } from "~/features/payments/matching";
import { rupeesText } from "~/features/payments/money";
import {
  readStatement,
  readStatementWithMapping,
  rememberMapping,
  type StatementProblem,
  type StatementReading,
} from "~/features/payments/statement";
import type { ColumnMapping } from "~/features/payments/statement-columns";
import { readStatementFile } from "~/features/payments/statement-file.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";

import {
  applications,
  paymentReports,
  payments,
  statementImports,
  statementLines,
  statementMappings,
} from "../../../db/schema";
import { confirmPayment } from "./confirm.server";
import { PAYMENT_MESSAGES, UNMATCHED_WHY } from "./office-schema";

/** What an import found, for the page to show. */
export interface ImportResult {
  fileName: string;
  bankName: string | null;
  credits: number;
  debits: number;
  problems: StatementProblem[];
  seenBefore: number;
  /** Each match, and whether it was confirmed at once (its receipt's number) or waits for Confirm. */
  matches: {
    lineId: string;
    paymentId: string;
    applicationNumber: string;
    childName: string;
    date: string;
    amount: string;
    narration: string;
    utr: string | null;
    receipt: string | null;
  }[];
  unmatched: {
    line: number;
    date: string;
    amount: string;
    narration: string;
    reference: string;
    why: string;
    names: string[];
  }[];
}

/** The step that maps an unknown layout: the first rows, to choose the header and the columns from. */
export interface MappingStep {
  fileName: string;
  message: string;
  preview: { line: number; cells: string[] }[];
}

export type ImportAnswer = { imported: ImportResult } | { mapping: MappingStep };

/** What the mapping step sends: the header's line, each field's column and the bank's name. */
export interface StaffMapping {
  headerLine: number;
  bankName: string;
  mapping: ColumnMapping;
}

/**
 * Imports `file` as `actor`: read by the known names or a remembered mapping (or by `staffMapping`, which is then
 * remembered); refused with the reader's message when the file cannot be read. `answer` receives what the page shows.
 */
export async function importStatement(
  file: File,
  staffMapping: StaffMapping | null,
  actor: Actor,
  site: StageSite,
  answer: (answer: ImportAnswer) => void,
): Promise<Outcome> {
  const read = await readStatementFile(file);
  if (!read.ok) return refuse(400, read.message, "statement");
  const remembered = (await db().select().from(statementMappings)).map((row) => ({
    signature: row.signature,
    bankName: row.bankName,
    mapping: row.mapping as ColumnMapping,
  }));
  let reading: StatementReading;
  if (staffMapping) {
    try {
      reading = readStatementWithMapping(read.grid, staffMapping.headerLine, staffMapping.mapping);
    } catch (error) {
      return refuse(400, (error as Error).message);
    }
  } else {
    reading = readStatement(read.grid, remembered);
  }
  if (!reading.ok) {
    if (reading.reason === "empty") return refuse(400, reading.message, "statement");
    answer({ mapping: { fileName: file.name, message: PAYMENT_MESSAGES.mappingNeeded, preview: reading.preview } });
    return { ok: true, title: "Choose the statement's columns" };
  }

  const open = await db()
    .select({ id: payments.id, amount: payments.amount, reference: payments.reference })
    .from(payments)
    .where(and(inArray(payments.state, ["awaiting", "reported"]), gt(payments.amount, 0)));
  const reports = open.length
    ? await db()
        .select({ paymentId: paymentReports.paymentId, utr: paymentReports.utr })
        .from(paymentReports)
        .where(
          inArray(
            paymentReports.paymentId,
            open.map((row) => row.id),
          ),
        )
    : [];
  const awaited: OpenPayment[] = open.map((row) => ({
    ...row,
    reportedUtrs: reports.filter((report) => report.paymentId === row.id).map((report) => report.utr),
  }));
  const prints = creditFingerprints(reading.credits);
  const before = new Set<string>();
  // In slices: a statement of 20,000 lines is not one query's parameters.
  for (let start = 0; start < prints.length; start += 1000) {
    const slice = prints.slice(start, start + 1000);
    const rows = await db()
      .select({ fingerprint: statementLines.fingerprint })
      .from(statementLines)
      .where(inArray(statementLines.fingerprint, slice));
    for (const row of rows) before.add(row.fingerprint);
  }
  const result = matchCredits(reading.credits, awaited, before);
  const credit = (line: number) => reading.credits.find((entry) => entry.line === line)!;
  const bankName = staffMapping?.bankName ?? reading.bankName;

  const stored = await db().transaction(async (tx) => {
    if (staffMapping) {
      const kept = rememberMapping(read.grid, staffMapping.headerLine, staffMapping.mapping, staffMapping.bankName);
      await tx
        .insert(statementMappings)
        .values({
          signature: kept.signature,
          bankName: kept.bankName,
          mapping: kept.mapping,
          createdBy: actor.actorEmail ?? "",
        })
        .onConflictDoUpdate({
          target: statementMappings.signature,
          set: { bankName: kept.bankName, mapping: kept.mapping, createdBy: actor.actorEmail ?? "" },
        });
    }
    const [imported] = await tx
      .insert(statementImports)
      .values({
        fileName: file.name.slice(0, 200),
        bankName,
        credits: reading.credits.length,
        debits: reading.debits,
        matched: result.matches.length,
        unmatched: result.unmatched.length,
        seenBefore: result.seenBefore.length,
        problems: reading.problems.length,
        importedBy: actor.actorEmail ?? "",
      })
      .returning({ id: statementImports.id });
    const lines = result.matches.length
      ? await tx
          .insert(statementLines)
          .values(
            result.matches.map((match) => {
              const line = credit(match.line);
              return {
                importId: imported!.id,
                fingerprint: match.fingerprint,
                paymentId: match.paymentId,
                line: match.line,
                date: line.date,
                amount: line.amount,
                reference: line.reference,
                narration: line.narration,
                utr: match.utr,
                reasons: match.reasons,
              };
            }),
          )
          // Another import at the same moment kept it first: it is that one's.
          .onConflictDoNothing({ target: statementLines.fingerprint })
          .returning({
            id: statementLines.id,
            paymentId: statementLines.paymentId,
            fingerprint: statementLines.fingerprint,
          })
      : [];
    await recordAudit(tx, {
      ...actor,
      action: "statement.import",
      targetType: "statement_import",
      targetId: imported!.id,
      details: {
        fileName: file.name,
        bankName,
        credits: reading.credits.length,
        debits: reading.debits,
        matched: lines.length,
        unmatched: result.unmatched.length,
        seenBefore: result.seenBefore.length,
        problems: reading.problems.length,
        ...(staffMapping ? { mapped: true } : {}),
      },
    });
    return lines;
  });

  const settings = await getSchoolSettings();
  const ids = stored.map((line) => line.paymentId!);
  const owners = ids.length
    ? await db()
        .select({ id: payments.id, number: applications.number, childName: applications.childName })
        .from(payments)
        .innerJoin(applications, eq(applications.id, payments.applicationId))
        .where(inArray(payments.id, ids))
    : [];
  const matches: ImportResult["matches"] = [];
  for (const line of stored) {
    const match = result.matches.find((entry) => entry.fingerprint === line.fingerprint)!;
    const found = credit(match.line);
    let receipt: string | null = null;
    if (settings.autoConfirmPayments) {
      const confirmed = await confirmPayment(
        {
          paymentId: match.paymentId,
          paidOn: found.date,
          mode: modeOf(found.narration, match.utr),
          reference: match.utr ?? undefined,
          lineId: line.id,
        },
        actor,
        site,
        true,
      );
      receipt = confirmed.ok ? (confirmed.receipt ?? null) : null;
    }
    const owner = owners.find((entry) => entry.id === match.paymentId);
    matches.push({
      lineId: line.id,
      paymentId: match.paymentId,
      applicationNumber: owner?.number ?? "",
      childName: owner?.childName ?? "",
      date: found.date,
      amount: rupeesText(found.amount),
      narration: found.narration,
      utr: match.utr,
      receipt,
    });
  }
  const numbers = new Map(
    (
      await db()
        .select({ id: payments.id, number: applications.number })
        .from(payments)
        .innerJoin(applications, eq(applications.id, payments.applicationId))
        .where(
          inArray(
            payments.id,
            [...new Set(result.unmatched.flatMap((entry) => entry.paymentIds))].concat([
              "00000000-0000-0000-0000-000000000000",
            ]),
          ),
        )
    ).map((row) => [row.id, row.number]),
  );
  answer({
    imported: {
      fileName: file.name,
      bankName,
      credits: reading.credits.length,
      debits: reading.debits,
      problems: reading.problems,
      seenBefore: result.seenBefore.length,
      matches,
      unmatched: result.unmatched.map((entry) => ({
        line: entry.line,
        date: entry.credit.date,
        amount: rupeesText(entry.credit.amount),
        narration: entry.credit.narration,
        reference: entry.credit.reference,
        why: UNMATCHED_WHY[entry.why],
        names: entry.paymentIds.map((id) => numbers.get(id) ?? ""),
      })),
    },
  });
  return {
    ok: true,
    title: importSummary(
      reading.credits.length,
      reading.debits,
      matches.length,
      result.unmatched.length,
      result.seenBefore.length,
    ),
  };
}

/** "Statement read: 200 credits and 15 debits; 3 matched, 196 matched nothing, 1 seen before." */
export function importSummary(credits: number, debits: number, matched: number, nothing: number, seen: number) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Statement read: ${plural(credits, "credit", "credits")} and ${plural(debits, "debit", "debits")}; ${matched} matched, ${nothing} matched nothing, ${seen} seen before.`;
}

/**
 * How a credit was paid, by what its line says: a bank transfer when it says NEFT, RTGS or IMPS; UPI when it says
 * UPI or carries a UTR the parent reported; a bank transfer otherwise.
 */
export function modeOf(narration: string, utr: string | null): "upi" | "bank_transfer" {
  if (/\b(?:NEFT|RTGS|IMPS)\b/i.test(narration)) return "bank_transfer";
  return utr || /\bUPI\b/i.test(narration) ? "upi" : "bank_transfer";
}
