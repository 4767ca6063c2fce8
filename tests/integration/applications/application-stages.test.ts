// An application's page on the database (docs/specification.md §22, decision 0059): its stage moves one step at a
// time as the rules allow (a skip refused, the interaction only where the class has one, the waitlist numbered in
// its class and session, an admission beyond the seats only once confirmed, the keep mark), each in one
// transaction with its history, its audit row and the parent's mail (in the language applied in, the interaction
// with its calendar file, never the reason no seat was offered), undone as §20's; the documents verified; the
// documents served only to the section, sandboxed; and the family's other requests linked both ways.
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { STAGE_MAIL_HOLD_MS } from "~/features/applications/stages/stages.server";
import type { FollowUpView } from "~/features/requests/follow-up.server";
import type { RelatedGroup } from "~/features/requests/request-kind";
import { storage } from "~/lib/files/storage.server";
import * as applicationPage from "~/routes/admin/applications/application";
import * as documentRoute from "~/routes/admin/applications/application-document";
import * as enquiryPage from "~/routes/admin/requests/enquiry";
import * as visitRequestPage from "~/routes/admin/requests/visit-request";

import * as schema from "../../../db/schema";
import { addDays, longDate, schoolDate } from "../../../db/time";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("application-stages-");

const ADMIN = "admin@school.example";
const APPLICATIONS = "admissions@school.example";
const ENQUIRIES = "enquiries@school.example";
const SESSION = "2027-28";
const today = schoolDate(new Date(), "Asia/Kolkata");

type Page = {
  record: typeof schema.applications.$inferSelect;
  followUp: FollowUpView;
  related: RelatedGroup[];
  stages: {
    seats: { seats: number; admitted: number; beyond: boolean };
    waitlistNext: number;
    waitlistPlace: number | null;
    interaction: boolean;
  };
  documents: { id: string; name: string; image: boolean; path: string }[];
};

let sequence = 0;
/** An application as submitting stores it, in `className` (Class I: 2 seats, no interaction; Class IX: 1, with one). */
function applicationRow(overrides: Partial<typeof schema.applications.$inferInsert> = {}) {
  sequence += 1;
  const className = overrides.classSought ?? "Class I";
  const code = className.replace("Class ", "");
  return {
    number: `${SESSION}/${code}/${String(sequence).padStart(4, "0")}`,
    tokenHash: `hash-${sequence}-${Math.random()}`,
    session: SESSION,
    classSought: className,
    childName: "Asha Rani",
    dateOfBirth: "2021-05-04",
    gender: "Girl",
    parentName: "Ravi Kumar",
    parentRelationship: "Father",
    parentMobile: "98765 43210",
    email: "ravi.parent@example.com",
    address: "12 Model Town, Fatehabad",
    ...overrides,
  };
}

describe.each(testDatabaseKinds)("an application's page on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [APPLICATIONS]: { sections: ["applications"] },
    [ENQUIRIES]: { sections: ["enquiries"] },
  });

  beforeAll(async () => {
    await database.db.insert(schema.admissionSessions).values({ session: SESSION, opensOn: today, closesOn: today });
    await database.db.insert(schema.admissionClasses).values([
      { session: SESSION, className: "Class I", seats: 2, ageCutOff: "2027-03-31" },
      { session: SESSION, className: "Class IX", seats: 1, ageCutOff: "2027-03-31", interaction: true },
    ]);
  });

  beforeEach(async () => {
    await database.db.delete(schema.applications);
    await database.db.delete(schema.requestHistory);
    await database.db.delete(schema.mailOutbox);
    await database.db.delete(schema.admissionEnquiries);
    await database.db.delete(schema.visitRequests);
  });

  const insert = async (overrides: Partial<typeof schema.applications.$inferInsert> = {}) => {
    const [row] = await database.db.insert(schema.applications).values(applicationRow(overrides)).returning();
    return row!;
  };
  const open = async (id: string, cookie = cookies[APPLICATIONS]!) => {
    const page = await outcome(() =>
      applicationPage.loader(staffArgs(`/admin/applications/${id}`, cookie, { params: { id } }) as never),
    );
    expect(page.status).toBe(200);
    return page.value as Page;
  };
  const post = (id: string, fields: Record<string, string>, cookie = cookies[APPLICATIONS]!) =>
    outcome<AdminReply>(() =>
      applicationPage.action(
        staffArgs(`/admin/applications/${id}`, cookie, {
          method: "POST",
          body: formBody(fields),
          params: { id },
        }) as never,
      ),
    );
  const move = (id: string, to: string, fields: Record<string, string> = {}) =>
    post(id, { intent: `stage_${to}`, ...fields });
  const row = async (id: string) =>
    (await database.db.select().from(schema.applications).where(eq(schema.applications.id, id)))[0]!;
  const mails = (id: string) =>
    database.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.recordType, "application"), eq(schema.mailOutbox.recordId, id)));
  const fee = { feeAmount: "25000", feePaidOn: today, feeReceipt: "R-2027-118", feeMode: "upi" };

  it("moves one stage at a time to Admitted, each change with its history, its audit row and the parent's mail", async () => {
    const { id } = await insert();
    expect((await move(id, "documents_checked", { why: "Birth certificate seen on paper" })).reply).toMatchObject({
      ok: true,
      toast: { title: "Stage updated" },
    });
    expect((await move(id, "offered", { feeDueOn: addDays(today, 7) })).status).toBe(200);
    expect((await move(id, "fee_received", fee)).status).toBe(200);
    expect((await move(id, "admitted")).status).toBe(200);

    const application = await row(id);
    expect(application).toMatchObject({
      status: "admitted",
      feeDueOn: addDays(today, 7),
      feeAmount: 25000,
      feePaidOn: today,
      feeReceipt: "R-2027-118",
      feeMode: "upi",
      // Admission marks it to keep, with the reason "admitted".
      keepReason: "admitted",
    });
    const { followUp } = await open(id);
    const stages = followUp.history.filter((entry) => entry.kind === "status");
    expect(stages.map((entry) => [entry.details.from, entry.details.to, entry.by])).toEqual([
      ["submitted", "documents_checked", APPLICATIONS],
      ["documents_checked", "offered", APPLICATIONS],
      ["offered", "fee_received", APPLICATIONS],
      ["fee_received", "admitted", APPLICATIONS],
    ]);
    expect(stages[0]!.text).toBe("Birth certificate seen on paper");
    // A change's lines in the order it wrote them: the stage, the keep mark, the mail.
    expect(followUp.history.slice(-3).map((entry) => entry.kind)).toEqual(["status", "keep", "email"]);
    expect(followUp.history.find((entry) => entry.kind === "keep")).toMatchObject({ text: "admitted" });
    // Each mail is a line of the history, as a reply is.
    expect(followUp.history.filter((entry) => entry.kind === "email").map((entry) => entry.mail?.purpose)).toEqual(
      expect.arrayContaining(["stage.documents_checked", "stage.offered", "stage.fee_received", "stage.admitted"]),
    );
    const audit = await auditFor(id, "application.update_status");
    expect(audit).toHaveLength(4);
    expect(audit.find((entry) => (entry.details as { to: string }).to === "fee_received")!.details).toMatchObject({
      from: "offered",
      feeAmount: 25000,
      feeReceipt: "R-2027-118",
    });

    const sent = (await mails(id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(sent.map((mail) => mail.purpose)).toEqual([
      "stage.documents_checked",
      "stage.offered",
      "stage.fee_received",
      "stage.admitted",
    ]);
    for (const mail of sent) expect(mail.to).toEqual(["ravi.parent@example.com"]);
    const byPurpose = Object.fromEntries(sent.map((mail) => [mail.purpose, mail]));
    expect(byPurpose["stage.offered"]!.text).toContain(`by ${longDate(addDays(today, 7))}.`);
    expect(byPurpose["stage.fee_received"]!.text).toContain("₹25,000");
    expect(byPurpose["stage.fee_received"]!.text).toContain("Receipt number: R-2027-118.");
    expect(byPurpose["stage.admitted"]!.subject).toBe("Asha Rani is admitted to Class I");
    // Held for the 8 seconds of Undo, and a margin.
    const held =
      byPurpose["stage.admitted"]!.nextAttemptAt.getTime() - byPurpose["stage.admitted"]!.createdAt.getTime();
    expect(held).toBeGreaterThanOrEqual(STAGE_MAIL_HOLD_MS - 1000);
  });

  it("refuses a move the rules do not allow, whatever the form says (409, in plain words)", async () => {
    const { id } = await insert();
    const skip = await move(id, "offered", { feeDueOn: addDays(today, 7) });
    expect(skip.status).toBe(409);
    expect(skip.reply!.toast.description).toBe(
      "An application at Submitted cannot move to Offered: it moves one stage at a time, and only as the page offers.",
    );
    expect((await move(id, "admitted", { beyondSeats: "on" })).status).toBe(409);
    expect((await move(id, "submitted")).status).toBe(409);
    expect(await row(id)).toMatchObject({ status: "submitted", feeDueOn: null });
    expect(await auditFor(id, "application.update_status")).toHaveLength(0);
    expect(await mails(id)).toHaveLength(0);
    // An unknown stage is no move at all.
    expect((await post(id, { intent: "stage_enrolled" })).status).toBe(400);
  });

  it("has an interaction only where the class has one, today or later", async () => {
    const primary = await insert();
    await move(primary.id, "documents_checked");
    const none = await move(primary.id, "interaction", { interactionAt: `${addDays(today, 3)}T10:30` });
    expect(none.status).toBe(409);
    expect(none.reply!.toast.description).toBe(
      "This class has no interaction: the application goes from Documents checked to Offered.",
    );

    const senior = await insert({ classSought: "Class IX", language: "hi" });
    await move(senior.id, "documents_checked");
    expect((await move(senior.id, "offered", { feeDueOn: addDays(today, 7) })).status).toBe(409);
    const past = await move(senior.id, "interaction", { interactionAt: `${addDays(today, -1)}T10:30` });
    expect(past.status).toBe(400);
    expect(past.reply!.result?.error?.interactionAt).toEqual(["The interaction cannot be before today"]);
    const day = addDays(today, 3);
    expect((await move(senior.id, "interaction", { interactionAt: `${day}T10:30` })).status).toBe(200);
    const at = (await row(senior.id)).interactionAt!;
    expect(schoolDate(at, "Asia/Kolkata")).toBe(day);
    expect(at.toISOString()).toBe(new Date(`${day}T05:00:00Z`).toISOString());

    // Its mail, in Hindi as the parent applied, with the calendar file.
    const [mail] = (await mails(senior.id)).filter((one) => one.purpose === "stage.interaction");
    expect(mail!.subject).toMatch(/^आवेदन 2027-28\/IX\/\d{4}: \d{1,2} \S+ \d{4} को बातचीत$/);
    expect(mail!.text).toContain("नमस्ते Ravi Kumar जी,");
    expect(mail!.text).toContain("कक्षा 9 में प्रवेश के लिए");
    expect(mail!.text).toContain("समय: सुबह 10:30 बजे");
    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!;
    expect(ics).toMatchObject({ filename: "admission-interaction.ics", contentType: "text/calendar" });
    expect(ics.content).toContain(`DTSTART:${day.replaceAll("-", "")}T050000Z`);
    expect(ics.content).toContain("SEQUENCE:0");

    // Changing it mails the parent again, the calendar file a later version of the same event.
    expect((await post(senior.id, { intent: "set_interaction", interactionAt: `${day}T14:00` })).status).toBe(200);
    const moved = (await mails(senior.id)).filter((one) => one.purpose === "stage.interaction_moved");
    expect(moved).toHaveLength(1);
    expect(moved[0]!.text).toContain("समय: दोपहर 2:00 बजे");
    expect(moved[0]!.attachments[0]!.content).toContain("SEQUENCE:1");
    expect(await auditFor(senior.id, "application.set_interaction")).toHaveLength(1);
    // Only while at Interaction.
    const primaryMove = await post(primary.id, { intent: "set_interaction", interactionAt: `${day}T14:00` });
    expect(primaryMove.status).toBe(409);
  });

  it("numbers the waitlist in each class and session, first come first served, never giving a number twice", async () => {
    const first = await insert();
    const second = await insert();
    const third = await insert();
    const senior = await insert({ classSought: "Class IX" });
    for (const application of [first, second, third, senior]) await move(application.id, "documents_checked");
    expect((await open(first.id)).stages.waitlistNext).toBe(1);
    for (const application of [first, second, senior]) {
      expect((await move(application.id, "waitlisted")).status).toBe(200);
    }
    expect((await row(first.id)).waitlistPosition).toBe(1);
    expect((await row(second.id)).waitlistPosition).toBe(2);
    expect((await row(senior.id)).waitlistPosition).toBe(1);
    // The first leaves the waitlist for an offer: its number is not given again.
    expect((await move(first.id, "offered", { feeDueOn: addDays(today, 7) })).status).toBe(200);
    expect((await open(third.id)).stages.waitlistNext).toBe(3);
    await move(third.id, "waitlisted");
    expect((await row(third.id)).waitlistPosition).toBe(3);
    // Its place counts those still waiting: the second, then the third.
    const [mail] = (await mails(third.id)).filter((one) => one.purpose === "stage.waitlisted");
    expect(mail!.text).toContain("is on the waitlist, at number 2.");
    expect((await open(third.id)).stages.waitlistPlace).toBe(2);
  });

  it("gives two applications waitlisted at the same moment two numbers", async () => {
    const both = [await insert(), await insert()];
    for (const application of both) await move(application.id, "documents_checked");
    const answers = await Promise.all(both.map((application) => move(application.id, "waitlisted")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const numbers = await Promise.all(both.map(async (application) => (await row(application.id)).waitlistPosition));
    expect(numbers.sort()).toEqual([1, 2]);
  });

  it("admits beyond the seats only when it is confirmed, the seats counted in the change", async () => {
    const admitted = [];
    for (let index = 0; index < 3; index++) {
      const application = await insert();
      await move(application.id, "documents_checked");
      await move(application.id, "offered", { feeDueOn: addDays(today, 7) });
      await move(application.id, "fee_received", fee);
      admitted.push(application.id);
    }
    expect((await move(admitted[0]!, "admitted")).status).toBe(200);
    expect((await move(admitted[1]!, "admitted")).status).toBe(200);
    expect((await open(admitted[2]!)).stages.seats).toEqual({ seats: 2, admitted: 2, beyond: true });
    const unasked = await move(admitted[2]!, "admitted");
    expect(unasked.status).toBe(409);
    expect(unasked.reply!.toast.title).toBe("Admit beyond the seats?");
    expect(unasked.reply!.result?.error?.beyondSeats).toEqual([
      "Class I has 2 seats and 2 admitted. Tick “Admit beyond the seats?” to admit all the same.",
    ]);
    expect((await row(admitted[2]!)).status).toBe("fee_received");
    expect((await move(admitted[2]!, "admitted", { beyondSeats: "on" })).status).toBe(200);
    expect(await row(admitted[2]!)).toMatchObject({ status: "admitted", keepReason: "admitted" });
    const [audit] = await auditFor(admitted[2]!, "application.update_status").then((rows) =>
      rows.filter((entry) => (entry.details as { to: string }).to === "admitted"),
    );
    expect(audit!.details).toMatchObject({ beyondSeats: true });
  });

  it("undoes a move: the stage and what it set are put back, its waiting mail never goes, once only", async () => {
    const { id } = await insert();
    await move(id, "documents_checked");
    const mailsBefore = (await mails(id)).length;
    await move(id, "offered", { feeDueOn: addDays(today, 7), why: "Seat free" });
    expect((await mails(id)).length).toBe(mailsBefore + 1);

    const undone = await post(id, { intent: "undo_stage", from: "offered" });
    expect(undone.reply).toMatchObject({ ok: true, toast: { title: "Status change undone" } });
    expect(await row(id)).toMatchObject({ status: "documents_checked", feeDueOn: null });
    expect((await mails(id)).map((mail) => mail.purpose)).toEqual(["stage.documents_checked"]);
    const { followUp } = await open(id);
    expect(followUp.history.filter((entry) => entry.kind === "email")).toHaveLength(1);
    expect(followUp.history.filter((entry) => entry.kind === "status").at(-1)!.details).toMatchObject({
      from: "offered",
      to: "documents_checked",
      undo: true,
    });
    expect(await auditFor(id, "application.undo_status")).toHaveLength(1);

    const again = await post(id, { intent: "undo_stage", from: "offered" });
    expect(again.status).toBe(409);
    expect(again.reply!.toast).toMatchObject({
      title: "Failed to undo the status change",
      description: "The status was changed again since, so it was left as it is. Reload the page to see it.",
    });
    expect((await post(id, { intent: "undo_stage", from: "documents_checked" })).status).toBe(409);

    // An admission's undo takes its keep mark back; staff may clear the mark too.
    await move(id, "offered", { feeDueOn: addDays(today, 7) });
    await move(id, "fee_received", fee);
    await move(id, "admitted");
    expect((await row(id)).keepReason).toBe("admitted");
    expect((await post(id, { intent: "undo_stage", from: "admitted" })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "fee_received", keepReason: null, feeReceipt: "R-2027-118" });
    await move(id, "admitted");
    expect((await post(id, { intent: "release_keep" })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "admitted", keepReason: null });
  });

  it("tells the parent in the language they applied in, and never why no seat was offered", async () => {
    const english = await insert({ childName: "Kabir Singh" });
    const hindi = await insert({ language: "hi", childName: "Meera" });
    const reason = "Sibling rule not met; seats kept for transfers";
    for (const application of [english, hindi]) {
      await move(application.id, "documents_checked");
      await move(application.id, "offered", { feeDueOn: "2099-12-05" });
      expect((await move(application.id, "not_offered", { reason })).status).toBe(200);
      expect((await row(application.id)).notOfferedReason).toBe(reason);
    }
    const englishMails = await mails(english.id);
    const offered = englishMails.find((mail) => mail.purpose === "stage.offered")!;
    expect(offered.subject).toMatch(/^Application 2027-28\/I\/\d{4}: a seat is offered$/);
    expect(offered.text).toContain("Dear Ravi Kumar,");
    expect(offered.text).toContain("We are glad to offer Kabir Singh a seat in Class I for the 2027-28 session.");
    expect(offered.text).toContain("by 5 December 2099.");
    const hindiMails = await mails(hindi.id);
    const hindiOffer = hindiMails.find((mail) => mail.purpose === "stage.offered")!;
    expect(hindiOffer.subject).toMatch(/^आवेदन 2027-28\/I\/\d{4}: प्रवेश के लिए सीट दी गई है$/);
    expect(hindiOffer.text).toContain("हमें Meera को 2027-28 सत्र के लिए कक्षा 1 में सीट देते हुए खुशी है।");
    expect(hindiOffer.text).toContain("5 दिसंबर 2099 तक");
    for (const mail of [...englishMails, ...hindiMails]) {
      expect(mail.text).not.toContain("Sibling");
      expect(mail.subject).not.toContain("Sibling");
    }
    expect(englishMails.find((mail) => mail.purpose === "stage.not_offered")!.subject).toMatch(/no seat offered$/);
    expect(hindiMails.find((mail) => mail.purpose === "stage.not_offered")!.text).toContain("हमें खेद है");
    // The reason is required, and at most 500 characters.
    const another = await insert();
    await move(another.id, "documents_checked");
    expect((await move(another.id, "not_offered", { reason: "  " })).reply!.result?.error?.reason).toEqual([
      "Please give the reason",
    ]);
    expect((await move(another.id, "not_offered", { reason: "x".repeat(501) })).status).toBe(400);
  });

  it("mails nothing without an e-mail address, and nothing on reopening as Submitted", async () => {
    const { id } = await insert({ email: null });
    await move(id, "documents_checked");
    await move(id, "withdrawn");
    expect(await row(id)).toMatchObject({ status: "withdrawn" });
    expect(await mails(id)).toHaveLength(0);
    const other = await insert();
    await move(other.id, "withdrawn");
    expect((await move(other.id, "submitted", { why: "The family asked again" })).status).toBe(200);
    expect((await mails(other.id)).map((mail) => mail.purpose)).toEqual(["stage.withdrawn"]);
  });

  it("keeps the checklist of documents verified, audited, and refuses what is not on the list", async () => {
    const { id } = await insert();
    const saved = await post(id, { intent: "verify_documents", documents: "photograph" });
    expect(saved.status).toBe(200);
    expect((await post(id, { intent: "verify_documents", documents: "photograph" })).status).toBe(200);
    const body = formBody({ intent: "verify_documents", documents: ["birth_certificate", "photograph"] });
    await outcome(() =>
      applicationPage.action(
        staffArgs(`/admin/applications/${id}`, cookies[APPLICATIONS]!, {
          method: "POST",
          body,
          params: { id },
        }) as never,
      ),
    );
    expect((await row(id)).documentsVerified).toEqual(["birth_certificate", "photograph"]);
    const audit = await auditFor(id, "application.verify_documents");
    expect(audit.map((entry) => entry.details)).toEqual([
      { from: [], to: ["photograph"] },
      { from: ["photograph"], to: ["birth_certificate", "photograph"] },
    ]);
    const lines = (await open(id)).followUp.history.filter((entry) => entry.kind === "application");
    expect(lines.map((line) => line.text)).toEqual([
      "Documents verified: Photograph",
      "Documents verified: Birth certificate, Photograph",
    ]);
    expect((await post(id, { intent: "verify_documents", documents: "aadhaar" })).status).toBe(400);
  });

  it("serves a document to the section only, sandboxed, never sniffed nor cached", async () => {
    const application = await insert();
    const other = await insert();
    const image = Buffer.from("RIFF....WEBPVP8 fake image bytes");
    const pdf = Buffer.from("%PDF-1.4 fake");
    await storage().put(`applications/${application.id}/photograph.webp`, image, "image/webp");
    await storage().put(`applications/${application.id}/birth-certificate.pdf`, pdf, "application/pdf");
    const [photo, certificate] = await database.db
      .insert(schema.applicationDocuments)
      .values([
        {
          applicationId: application.id,
          kind: "photograph",
          storageKey: `applications/${application.id}/photograph.webp`,
          contentType: "image/webp",
          bytes: image.length,
        },
        {
          applicationId: application.id,
          kind: "birth_certificate",
          storageKey: `applications/${application.id}/birth-certificate.pdf`,
          contentType: "application/pdf",
          bytes: pdf.length,
        },
      ])
      .returning();
    const get = (applicationId: string, documentId: string, cookie: string | null, search = "") =>
      outcome(() =>
        documentRoute.loader(
          staffArgs(`/admin/applications/${applicationId}/documents/${documentId}${search}`, cookie, {
            params: { id: applicationId, documentId },
          }) as never,
        ),
      );

    const shown = await get(application.id, photo!.id, cookies[APPLICATIONS]!);
    const response = shown.value as Response;
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-security-policy": "sandbox",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-disposition": 'inline; filename="photograph.webp"',
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(image);
    const opened = (await get(application.id, certificate!.id, cookies[ADMIN]!)).value as Response;
    expect(opened.headers.get("content-type")).toBe("application/pdf");
    expect(opened.headers.get("content-security-policy")).toBe("sandbox");
    const download = (await get(application.id, certificate!.id, cookies[ADMIN]!, "?download")).value as Response;
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="birth-certificate.pdf"');

    // Only the section: others are sent to the dashboard, nobody to sign in.
    expect(await get(application.id, photo!.id, cookies[ENQUIRIES]!)).toMatchObject({
      status: 302,
      location: "/admin/dashboard",
    });
    expect(await get(application.id, photo!.id, null)).toMatchObject({ status: 302, location: "/admin" });
    // A document of another application, none, or no id at all: not found.
    for (const [applicationId, documentId] of [
      [other.id, photo!.id],
      [application.id, MISSING_ID],
      [application.id, "not-an-id"],
    ]) {
      expect(((await get(applicationId!, documentId!, cookies[APPLICATIONS]!)).value as Response).status).toBe(404);
    }
    // The page lists them in the form's order, an image shown in it.
    expect((await open(application.id)).documents).toMatchObject([
      {
        name: "Birth certificate",
        image: false,
        path: `/admin/applications/${application.id}/documents/${certificate!.id}`,
      },
      { name: "Photograph", image: true },
    ]);
  });

  it("links the family's enquiries and visit requests, by a mobile number's last 10 digits or the e-mail, both ways", async () => {
    const application = await insert({ secondParentMobile: "0091-99887 76655", email: "Ravi.Parent@Example.com" });
    const [enquiry] = await database.db
      .insert(schema.admissionEnquiries)
      .values({
        enquirerName: "Ravi Kumar",
        relationship: "Father",
        studentName: "Asha",
        classForAdmission: "Class I",
        contactNo: "+91 98765-43210",
      })
      .returning();
    const [visit] = await database.db
      .insert(schema.visitRequests)
      .values({
        studentName: "Asha Rani",
        classForAdmission: "Class I",
        contactNo: "9000000000",
        email: "RAVI.PARENT@EXAMPLE.COM",
        visitDate: addDays(today, 2),
        visitTime: "10:00 AM",
      })
      .returning();
    const [byMother] = await database.db
      .insert(schema.visitRequests)
      .values({
        studentName: "Asha",
        classForAdmission: "Class I",
        contactNo: "9988776655",
        visitDate: addDays(today, 3),
        visitTime: "11:00 AM",
      })
      .returning();
    // Another family: another number (the same last digits but fewer of them) and address.
    await database.db.insert(schema.admissionEnquiries).values({
      enquirerName: "Someone Else",
      relationship: "Mother",
      studentName: "Other",
      classForAdmission: "UKG",
      contactNo: "43210",
      email: "other@example.com",
    });

    const { related } = await open(application.id);
    const group = (title: string) => related.find((one) => one.title === title)!.links;
    expect(group("The family's enquiries").map((link) => link.path)).toEqual([`/admin/enquiries/${enquiry!.id}`]);
    expect(group("The family's enquiries")[0]!.text).toBe("Enquiry from Ravi Kumar");
    expect(
      group("The family's visit requests")
        .map((link) => link.path)
        .sort(),
    ).toEqual([`/admin/visit-requests/${visit!.id}`, `/admin/visit-requests/${byMother!.id}`].sort());

    const back = `/admin/applications/${application.id}`;
    const enquiryView = await outcome(() =>
      enquiryPage.loader(
        staffArgs(`/admin/enquiries/${enquiry!.id}`, cookies[ADMIN]!, { params: { id: enquiry!.id } }) as never,
      ),
    );
    const enquiryLinks = (enquiryView.value as { related: RelatedGroup[] }).related[0]!.links;
    expect(enquiryLinks).toEqual([
      { path: back, text: `Application ${application.number} of Asha Rani`, detail: "Class I · Submitted" },
    ]);
    for (const id of [visit!.id, byMother!.id]) {
      const visitView = await outcome(() =>
        visitRequestPage.loader(staffArgs(`/admin/visit-requests/${id}`, cookies[ADMIN]!, { params: { id } }) as never),
      );
      expect((visitView.value as { related: RelatedGroup[] }).related[0]!.links.map((link) => link.path)).toEqual([
        back,
      ]);
    }
  });

  it("links a repeated application and the one it repeats", async () => {
    const earlier = await insert();
    const later = await insert({ duplicateOf: earlier.id });
    const sameChild = (page: Page) => page.related.find((one) => one.title === "The same child and class")!.links;
    expect(sameChild(await open(later.id))).toEqual([
      { path: `/admin/applications/${earlier.id}`, text: `Repeats ${earlier.number}` },
    ]);
    expect(sameChild(await open(earlier.id))).toEqual([
      { path: `/admin/applications/${later.id}`, text: `Repeated by ${later.number}` },
    ]);
  });

  it("opens and changes only for staff with the section", async () => {
    const { id } = await insert();
    const refused = await outcome(() =>
      applicationPage.action(
        staffArgs(`/admin/applications/${id}`, cookies[ENQUIRIES]!, {
          method: "POST",
          body: formBody({ intent: "stage_documents_checked" }),
          params: { id },
        }) as never,
      ),
    );
    expect(refused).toMatchObject({ status: 302, location: "/admin/dashboard" });
    expect((await row(id)).status).toBe("submitted");
    expect((await move(MISSING_ID, "documents_checked")).status).toBe(404);
  });
});
