// Where an application stands (docs/specification.md §22), on both databases: found by its number as a parent types
// it and the child's date of birth, or by its private link; a wrong date of birth refused with the spec's words;
// a guessing run stopped as sign-in's is (5 per number, 20 per address in 15 minutes), a right answer given back;
// the stage, what happens next, the documents still needed and the school's e-mails told in the page's language,
// never the reason a seat was not offered; and the dashboard's card of applications waiting (decision 0023).
import { sql } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import type { ApplicationStatus } from "~/features/applications/status/status";
import { ApplicationStatusView } from "~/features/applications/status/status-view";
import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import { NeedsAttention } from "~/features/dashboard/needs-attention";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { clientAddressContext } from "~/lib/server/request-context";
import { loader as applicationsLoader } from "~/routes/admin/applications/applications";
import * as statusPage from "~/routes/site/applications/application-status";
import * as linkPage from "~/routes/site/applications/application-status-link";

import * as schema from "../../../db/schema";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { APPLICATION_TABLES, applicationRow, privateLink } from "../../support/application-rows";
import { emptyTables, REQUEST_TABLES, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

const ADMIN = "admin@school.example";
const NO_MATCH = "No application matches this number and date of birth.";
const TOO_MANY = "Too many wrong tries. Please wait 15 minutes and try again, or call the school office.";
const REASON = "Sibling quota already full; father rude at the desk";
const STAFF_NOTE = "Meena from the office called twice";

/** What the page's action answered: its status, headers and data. */
async function post(fields: Record<string, string>, { page = "/admissions/status", address = "198.51.100.7" } = {}) {
  const args = routeArgs(page, { method: "POST", body: formBody(fields) });
  args.context.set(clientAddressContext, address);
  const answer = (await statusPage.action(args as never)) as unknown as {
    data: { result: { error?: Record<string, string[] | null> } | null; status: ApplicationStatus | null };
    init: ResponseInit | null;
  };
  return {
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
    status_: answer.data.status,
    errors: answer.data.result?.error ?? {},
  };
}

const render = (status: ApplicationStatus, locale: "en" | "hi" = "en") =>
  renderToString(inLanguage(<ApplicationStatusView status={status} />, locale)).replace(/<!-- -->/g, "");

describe.each(testDatabaseKinds)("where an application stands, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });
  const link = privateLink();

  beforeEach(async () => {
    const { db } = database;
    await emptyTables(...REQUEST_TABLES, ...APPLICATION_TABLES, schema.admissionSessions, schema.rateLimitHits);
    await db
      .insert(schema.admissionSessions)
      .values({ session: "2027-28", opensOn: "2026-12-01", closesOn: "2027-03-31" });
    await db.insert(schema.admissionClasses).values([
      { session: "2027-28", className: "Class I", seats: 40, ageCutOff: "2027-03-31" },
      { session: "2027-28", className: "Class IX", seats: 40, ageCutOff: "2027-03-31", interaction: true },
    ]);
  });

  /** Asha's application, its documents checked but for the photograph, which she uploaded; the school's mails. */
  async function seedAsha(more: Partial<typeof schema.applications.$inferInsert> = {}) {
    const { db } = database;
    const [application] = await db
      .insert(schema.applications)
      .values(
        applicationRow({
          tokenHash: link.tokenHash,
          status: "documents_checked",
          previousSchool: "Little Stars",
          documentsVerified: ["birth_certificate", "report_card"],
          createdAt: new Date("2026-12-02T05:00:00Z"),
          ...more,
        }),
      )
      .returning();
    const id = application!.id;
    await db.insert(schema.applicationDocuments).values({
      applicationId: id,
      kind: "photograph",
      storageKey: `applications/${id}/photograph.webp`,
      contentType: "image/webp",
      bytes: 1000,
    });
    const mail = (purpose: string, subject: string, at: string, status: "sent" | "pending" | "cancelled") => ({
      purpose,
      to: [purpose.startsWith("office.") ? "office@school.example" : "ravi.parent@example.com"],
      subject,
      text: `${subject}\n\nDear Ravi Kumar,`,
      messageId: `<${subject.length}-${at}@school>`,
      recordType: "application" as const,
      recordId: id,
      status,
      createdAt: new Date(at),
      sentAt: status === "sent" ? new Date(at) : null,
    });
    await db
      .insert(schema.mailOutbox)
      .values([
        mail("confirmation.application", "Application 2027-28/I/0042 submitted", "2026-12-02T05:01:00Z", "sent"),
        mail("office.application", "New application: Asha Rani (Class I)", "2026-12-02T05:01:00Z", "sent"),
        mail("stage.documents_checked", "Documents checked", "2026-12-05T04:30:00Z", "pending"),
        mail("reply", "A word about the bus", "2026-12-04T09:00:00Z", "cancelled"),
      ]);
    await db
      .insert(schema.requestHistory)
      .values({ recordType: "application", recordId: id, kind: "note", body: STAFF_NOTE });
    return application!;
  }

  it("shows where it stands, found by its number as a parent types it and the child's date of birth", async () => {
    await seedAsha();
    const answer = await post({ number: " 2027-28 / i / 42 ", dateOfBirth: "2021-05-14" });
    expect(answer.status).toBe(200);
    // In the answer itself, for this visitor alone.
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.status_).toEqual({
      number: "2027-28/I/0042",
      childName: "Asha Rani",
      className: "Class I",
      submittedOn: "2 December 2026",
      stage: "documents_checked",
      hasInteraction: false,
      interactionAt: null,
      feeDueOn: null,
      feeReceipt: null,
      waitlistPlace: null,
      // The birth certificate and report card are checked; a previous school asks for the transfer certificate too.
      documentsNeeded: [
        { kind: "photograph", uploaded: true },
        { kind: "transfer_certificate", uploaded: false },
      ],
      // Newest first: never the office's own notice, nor one stopped when consent was withdrawn.
      mails: [
        {
          subject: "Documents checked",
          sentAt: "5 December 2026 at 10:00 AM",
          text: "Documents checked\n\nDear Ravi Kumar,",
        },
        {
          subject: "Application 2027-28/I/0042 submitted",
          sentAt: "2 December 2026 at 10:31 AM",
          text: "Application 2027-28/I/0042 submitted\n\nDear Ravi Kumar,",
        },
      ],
    });
    const html = render(answer.status_!);
    expect(html).toContain("Documents checked");
    expect(html).toContain("The office will tell you whether a seat can be offered.");
    expect(html).toContain("Transfer certificate");
    expect(html).toContain("(uploaded: the office will check it)");
    expect(html).not.toContain(STAFF_NOTE);
  });

  it("opens from the private link; an unknown link is a plain 404 page", async () => {
    await seedAsha({ classSought: "Class IX", number: "2027-28/IX/0007", status: "interaction" });
    await database.db
      .update(schema.applications)
      .set({ interactionAt: new Date("2027-01-13T05:30:00Z") })
      .where(sql`true`);
    const open = (token: string) =>
      outcome<{ status: null }>(() =>
        linkPage.loader(routeArgs(`/admissions/status/${token}`, { params: { token } }) as never),
      );
    const found = await open(link.token);
    expect(found.status).toBe(200);
    const status = (found.value as { status: ApplicationStatus }).status;
    expect(status).toMatchObject({
      number: "2027-28/IX/0007",
      stage: "interaction",
      hasInteraction: true,
      interactionAt: "Wednesday, 13 January 2027 at 11:00 AM",
    });
    expect(render(status)).toContain(
      "Please come to the school with your child on Wednesday, 13 January 2027 at 11:00 AM.",
    );
    for (const token of [privateLink().token, "not-a-token", link.tokenHash]) {
      expect(await open(token)).toMatchObject({ status: 404, reply: { status: null, panels: [] } });
    }
  });

  it("refuses a wrong date of birth or number with the spec's words, and says nothing of the application", async () => {
    await seedAsha();
    for (const fields of [
      { number: "2027-28/I/0042", dateOfBirth: "2021-05-15" },
      { number: "2027-28/I/0043", dateOfBirth: "2021-05-14" },
      { number: "I/42", dateOfBirth: "2021-05-14" },
    ]) {
      const refused = await post(fields);
      expect(refused).toMatchObject({ status: 400, status_: null, errors: { "": [NO_MATCH] } });
      expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect((await post({ number: "", dateOfBirth: "2021-02-30" })).errors).toEqual({
      number: ["Please enter the application number"],
      dateOfBirth: ["Please enter a valid date"],
    });
    // A bot that fills the hidden field is told what a wrong try is told.
    const bot = await post({ number: "2027-28/I/0042", dateOfBirth: "2021-05-14", [HONEYPOT_FIELD]: "http://x" });
    expect(bot).toMatchObject({ status: 400, status_: null, errors: { "": [NO_MATCH] } });
  });

  it("stops a guessing run at 5 wrong tries per number and 20 per address; a right answer is given back", async () => {
    await seedAsha();
    const right = { number: "2027-28/I/0042", dateOfBirth: "2021-05-14" };
    const wrong = { ...right, dateOfBirth: "2021-05-15" };
    let address = 0;
    // Each from its own address: only the number's count is at work.
    const fromAnywhere = (fields: Record<string, string>) => post(fields, { address: `192.0.2.${++address}` });

    for (let i = 0; i < 4; i++) expect((await fromAnywhere(wrong)).status).toBe(400);
    expect((await fromAnywhere(right)).status).toBe(200);
    // Given back: the fifth wrong try is still a wrong try, not a refusal.
    expect((await fromAnywhere(wrong)).status).toBe(400);
    const stopped = await fromAnywhere(right);
    expect(stopped).toMatchObject({ status: 429, status_: null, errors: { "": [TOO_MANY] } });

    // One address trying many numbers: 20 wrong tries, then even a right answer waits.
    await database.db.delete(schema.rateLimitHits);
    const guesser = "203.0.113.50";
    for (let i = 1; i <= 20; i++) {
      const guess = { number: `2027-28/I/${String(100 + i).padStart(4, "0")}`, dateOfBirth: "2021-05-14" };
      expect((await post(guess, { address: guesser })).status).toBe(400);
    }
    expect(await post(right, { address: guesser })).toMatchObject({ status: 429, errors: { "": [TOO_MANY] } });
    expect((await post(right, { address: "203.0.113.51" })).status).toBe(200);
  });

  it("never tells the reason a seat was not offered, nor asks for documents then", async () => {
    await seedAsha({ status: "not_offered", notOfferedReason: REASON });
    const answer = await post({ number: "2027-28/I/0042", dateOfBirth: "2021-05-14" });
    expect(JSON.stringify(answer)).not.toContain(REASON);
    expect(answer.status_!.documentsNeeded).toEqual([]);
    for (const locale of ["en", "hi"] as const) expect(render(answer.status_!, locale)).not.toContain(REASON);
    const html = render(answer.status_!);
    expect(html).toContain("The school cannot offer your child a seat this time.");
    expect(html).not.toContain("Documents still needed");
  });

  it("answers on the Hindi page in Hindi: the class, the dates, the stage and the refusals", async () => {
    await seedAsha({ classSought: "Class IX", number: "2027-28/IX/0007", status: "waitlisted", waitlistPosition: 3 });
    const hindi = { page: "/hi/admissions/status" };
    const answer = await post({ number: "2027-28/ix/7", dateOfBirth: "2021-05-14" }, hindi);
    expect(answer.status_).toMatchObject({
      className: "कक्षा 9",
      submittedOn: "2 दिसंबर 2026",
      mails: [{ sentAt: "5 दिसंबर 2026, सुबह 10:00 बजे" }, { sentAt: "2 दिसंबर 2026, सुबह 10:31 बजे" }],
    });
    const html = render(answer.status_!, "hi");
    expect(html).toContain("प्रतीक्षा सूची");
    // Alone on its class's waitlist: first, whatever its waitlist number.
    expect(html).toContain("प्रतीक्षा सूची में स्थान: 1");
    expect(html).toContain("सीट खाली होने पर कार्यालय आपको बताएगा।");
    expect(html).not.toContain("Waitlist");
    expect(html).not.toContain("What happens next");

    expect((await post({ number: "2027-28/IX/0007", dateOfBirth: "2020-01-01" }, hindi)).errors).toEqual({
      "": ["इस नंबर और जन्म तिथि से कोई आवेदन नहीं मिला।"],
    });
    expect((await post({ number: "", dateOfBirth: "" }, hindi)).errors).toEqual({
      number: ["कृपया आवेदन नंबर लिखें"],
      dateOfBirth: ["कृपया अपने बच्चे की जन्म तिथि लिखें"],
    });
  });

  it("counts the applications waiting on the dashboard, linked to exactly those rows", async () => {
    const { db } = database;
    const received = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await db
      .insert(schema.applications)
      .values([
        applicationRow({ number: "2027-28/I/0001", childName: "Oldest", createdAt: received }),
        applicationRow({ number: "2027-28/I/0002", childName: "Newer" }),
        applicationRow({ number: "2027-28/I/0003", childName: "Checked", status: "documents_checked" }),
      ]);
    const { applications } = await dashboardFigures(["applications"]);
    expect(applications).toMatchObject({ submitted: 2, oldest: { waited: "3 days" } });
    const html = renderToString(
      <MemoryRouter>
        <NeedsAttention figures={{ applications }} />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, "");
    expect(html).toContain("submitted, their documents not yet checked");
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, "&"));
    expect(hrefs).toEqual(["/admin/applications?status=submitted", "/admin/applications?status=submitted&page=1"]);
    const listed = await outcome(() => applicationsLoader(staffArgs(hrefs[0]!, cookies[ADMIN]!) as never));
    const page = (listed.value as { page: { total: number; rows: { childName: string }[] } }).page;
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.childName)).toEqual(["Newer", "Oldest"]);
  });
});
