// Requests from data principals (issue 14, point 4), on both databases: the
// "Your data" form (consent, honeypot, limits, the office's mail), a
// withdrawal that stops queued mail, the queue with due dates behind its own
// permission, and the tool that finds a person's every record across the
// tables, exports them all, corrects them and erases them in one audited
// action, after which no table holds the phone number or e-mail address.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { findPersonalData, personOf } from "~/features/data-requests/personal-data.server";
import { DATA_REQUEST_MESSAGES, PERSONAL_DATA_MESSAGES } from "~/features/data-requests/schema";
import { queueMail } from "~/features/mail/outbox.server";
import { CONSENT_REQUIRED } from "~/features/privacy/consent";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { clientAddressContext } from "~/lib/request-context";
import * as dataRequestPage from "~/routes/admin/data-request";
import * as downloadRoute from "~/routes/admin/data-request-personal-data";
import * as dataRequestsPage from "~/routes/admin/data-requests";
import * as yourDataPage from "~/routes/site/your-data";

import * as schema from "../../db/schema";
import { addDays, schoolDate } from "../../db/time";
import { formBody, outcome, staffArgs, useStaff } from "../support/admin";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "../support/database";
import { routeArgs } from "../support/route-args";

const ADMIN = "admin@school.example";
const OFFICER = "privacy@school.example";
const EDITOR = "editor@school.example";
const today = schoolDate(new Date(), "Asia/Kolkata");

// One parent, written three ways across the forms; and another parent who must be left alone.
const PHONE = "9812345678";
const EMAIL = "asha.parent@example.com";
const OTHER_PHONE = "9898989898";
const OTHER_EMAIL = "other.parent@example.com";

let address = 10;
async function postYourData(fields: Record<string, string>) {
  const args = routeArgs("/your-data", { method: "POST", body: formBody(fields) });
  args.context.set(clientAddressContext, `198.51.100.${address++ % 250}`);
  return outcome<{ result: { error?: Record<string, string[]> } }>(() => yourDataPage.action(args as never));
}

describe.each(testDatabaseKinds)("data requests on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [OFFICER]: { sections: ["data_requests"] },
    [EDITOR]: { sections: ["content", "contact_messages"] },
  });

  beforeEach(async () => {
    const { db } = database;
    for (const table of [
      schema.visitRequests,
      schema.admissionEnquiries,
      schema.contactMessages,
      schema.dataRequests,
      schema.requestHistory,
      schema.mailOutbox,
      schema.rateLimitHits,
    ]) {
      await db.delete(table);
    }
    await db.delete(schema.auditLog).where(sql`${schema.auditLog.action} not like 'user.%'`);
  });

  const request = {
    kind: "erasure",
    name: "Asha Devi",
    phone: `+91 ${PHONE.slice(0, 5)} ${PHONE.slice(5)}`,
    email: "",
    details: "Please erase what you hold about my daughter.",
    consent: "on",
  };

  describe("the Your Data form", () => {
    it("stores a request due in 90 days with its consent, and mails the privacy contact and the parent", async () => {
      await database.db.update(schema.siteSettings).set({ privacyContactEmail: "dpo@school.example" });
      const reply = await postYourData({ ...request, email: EMAIL });
      expect(reply).toMatchObject({ status: 302, location: "/your-data" });
      const [stored] = await database.db.select().from(schema.dataRequests);
      expect(stored).toMatchObject({
        kind: "erasure",
        name: "Asha Devi",
        phone: "+91 98123 45678",
        email: EMAIL,
        status: "new",
        dueOn: addDays(today, 90),
        consentNoticeVersion: 1,
      });
      expect(stored!.consentedAt).toBeInstanceOf(Date);
      const mails = await database.db.select().from(schema.mailOutbox);
      expect(mails.map((mail) => mail.purpose).sort()).toEqual(["confirmation.data_request", "office.data_request"]);
      const office = mails.find((mail) => mail.purpose === "office.data_request")!;
      expect(office.to).toEqual(["dpo@school.example"]);
      expect(office.subject).toBe("New data request: Erasure from Asha Devi");
      expect(office.text).toContain(`/admin/data-requests/${stored!.id}`);
      expect(mails.find((mail) => mail.purpose === "confirmation.data_request")!.to).toEqual([EMAIL]);
    });

    it("refuses a request without consent, or naming nobody, with clear messages, storing nothing", async () => {
      const { consent: _consent, ...withoutConsent } = request;
      const refused = await postYourData(withoutConsent);
      expect(refused.status).toBe(400);
      expect(refused.reply!.result.error).toEqual({ consent: [CONSENT_REQUIRED] });

      const nobody = await postYourData({ ...request, phone: "", email: "" });
      expect(nobody.status).toBe(400);
      expect(nobody.reply!.result.error).toEqual({ phone: [DATA_REQUEST_MESSAGES.identify] });

      const badKind = await postYourData({ ...request, kind: "everything" });
      expect(badKind.reply!.result.error).toEqual({ kind: ["Please choose a request from the list"] });
      expect(await database.db.select().from(schema.dataRequests)).toEqual([]);
    });

    it("drops a bot's post and limits one address like the other forms", async () => {
      expect((await postYourData({ ...request, [HONEYPOT_FIELD]: "http://spam.example" })).status).toBe(302);
      expect(await database.db.select().from(schema.dataRequests)).toEqual([]);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const args = routeArgs("/your-data", { method: "POST", body: formBody(request) });
        args.context.set(clientAddressContext, "203.0.113.77");
        statuses.push((await outcome(() => yourDataPage.action(args as never))).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it("withdrawing consent cancels every mail still waiting to go to that parent, and only theirs", async () => {
      const { db } = database;
      // An earlier message from the parent, with its e-mail address; the withdrawal names them by phone only.
      await db.insert(schema.contactMessages).values({ name: "Asha", email: EMAIL, phone: PHONE, message: "Hello" });
      const theirs = await queueMail(db, { purpose: "reply", to: [EMAIL.toUpperCase()], subject: "Re", text: "Text" });
      const others = await queueMail(db, { purpose: "reply", to: [OTHER_EMAIL], subject: "Re", text: "Text" });
      const sent = await queueMail(db, { purpose: "reply", to: [EMAIL], subject: "Re", text: "Sent" });
      await db.update(schema.mailOutbox).set({ status: "sent" }).where(eq(schema.mailOutbox.id, sent));

      expect((await postYourData({ ...request, kind: "withdrawal", phone: PHONE })).status).toBe(302);
      const statusOf = async (id: string) =>
        (await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0]!.status;
      expect(await statusOf(theirs)).toBe("cancelled");
      expect(await statusOf(others)).toBe("pending");
      expect(await statusOf(sent)).toBe("sent");
    });
  });

  describe("the queue", () => {
    it("is open to staff with the Data Requests permission, and shows each request's due date", async () => {
      await postYourData(request);
      const page = await outcome(() =>
        dataRequestsPage.loader(staffArgs("/admin/data-requests", cookies[OFFICER]!) as never),
      );
      expect(page.status).toBe(200);
      const rows = (page.value as { page: { rows: { name: string; dueOn: string; status: string }[] } }).page.rows;
      expect(rows).toMatchObject([{ name: "Asha Devi", dueOn: addDays(today, 90), status: "new" }]);
      // The open ones, by the status group.
      const open = await outcome(() =>
        dataRequestsPage.loader(staffArgs("/admin/data-requests?status=open", cookies[OFFICER]!) as never),
      );
      expect((open.value as { page: { rows: unknown[] } }).page.rows).toHaveLength(1);
    });

    it("refuses staff without the permission: the list, the page, its changes and its downloads", async () => {
      await postYourData(request);
      const [stored] = await database.db.select().from(schema.dataRequests);
      const id = stored!.id;
      const as = (cookie: string) => ({
        list: () => dataRequestsPage.loader(staffArgs("/admin/data-requests", cookie) as never),
        page: () =>
          dataRequestPage.loader(staffArgs(`/admin/data-requests/${id}`, cookie, { params: { id } }) as never),
        erase: () =>
          dataRequestPage.action(
            staffArgs(`/admin/data-requests/${id}`, cookie, {
              method: "POST",
              params: { id },
              body: formBody({ intent: "erase_personal_data", phone: PHONE, confirm: "on" }),
            }) as never,
          ),
        download: () =>
          downloadRoute.loader(
            staffArgs(`/admin/data-requests/${id}/personal-data?format=json`, cookie, { params: { id } }) as never,
          ),
      });
      for (const run of Object.values(as(cookies[EDITOR]!))) {
        expect(await outcome(run)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      }
      for (const run of Object.values(as("")))
        expect(await outcome(run)).toMatchObject({ status: 302, location: "/admin" });
      // Nothing was erased.
      expect(await database.db.select().from(schema.dataRequests)).toMatchObject([{ phone: request.phone }]);
    });
  });

  describe("the personal data tool", () => {
    /** The parent's details, written as people write them, in every table that can hold them. */
    async function seedParent() {
      const { db } = database;
      const [visit] = await db
        .insert(schema.visitRequests)
        .values({
          studentName: "Asha Rani",
          classForAdmission: "Class I",
          contactNo: `0${PHONE.slice(0, 5)}-${PHONE.slice(5)}`,
          visitDate: addDays(today, 3),
          visitTime: "10:00 AM",
        })
        .returning();
      const [enquiry] = await db
        .insert(schema.admissionEnquiries)
        .values({
          enquirerName: "Asha Devi",
          relationship: "Mother",
          studentName: "Asha Rani",
          classForAdmission: "UKG",
          contactNo: "7000000001",
          email: "Asha.Parent@Example.com",
        })
        .returning();
      const [message] = await db
        .insert(schema.contactMessages)
        .values({ name: "Asha Devi", email: "someone@example.com", phone: PHONE, message: "Bus?" })
        .returning();
      const [dataRequest] = await db
        .insert(schema.dataRequests)
        .values({ kind: "erasure", name: "Asha Devi", phone: PHONE, email: EMAIL, dueOn: addDays(today, 90) })
        .returning();
      // A note on the other parent's enquiry that names this one, and a mail that does.
      const [other] = await db
        .insert(schema.admissionEnquiries)
        .values({
          enquirerName: "Other Parent",
          relationship: "Father",
          studentName: "Ravi",
          classForAdmission: "LKG",
          contactNo: OTHER_PHONE,
          email: OTHER_EMAIL,
        })
        .returning();
      await db.insert(schema.requestHistory).values([
        { recordType: "visit_request", recordId: visit!.id, kind: "note", body: "Called her back" },
        { recordType: "enquiry", recordId: other!.id, kind: "note", body: `Cousin of the parent on 98123 45678` },
      ]);
      await queueMail(db, {
        purpose: "office.enquiry",
        to: ["office@school.example"],
        subject: "New admission enquiry",
        text: `Email: ${EMAIL}`,
        record: { type: "enquiry", id: enquiry!.id },
      });
      await queueMail(db, { purpose: "reply", to: [EMAIL], subject: "Re", text: "Seats are open." });
      await db.insert(schema.auditLog).values({
        action: "contact_message.delete",
        targetType: "contact_message",
        details: { name: "Asha Devi", email: EMAIL, status: "new" },
      });
      return { visit: visit!, enquiry: enquiry!, message: message!, dataRequest: dataRequest!, other: other! };
    }

    const pageOf = (id: string, search = "") =>
      outcome<AdminReply>(() =>
        dataRequestPage.loader(
          staffArgs(`/admin/data-requests/${id}${search}`, cookies[OFFICER]!, { params: { id } }) as never,
        ),
      );
    const act = (id: string, fields: Record<string, string>) =>
      outcome<AdminReply>(() =>
        dataRequestPage.action(
          staffArgs(`/admin/data-requests/${id}`, cookies[OFFICER]!, {
            method: "POST",
            params: { id },
            body: formBody(fields),
          }) as never,
        ),
      );

    it("finds every record that holds the phone or the e-mail, however written, and nothing of others", async () => {
      const seeded = await seedParent();
      const held = await findPersonalData(personOf({ phone: PHONE, email: EMAIL })!);
      const ids = (place: string) => held.find((found) => found.place === place)!.rows.map((row) => row.id);
      expect(ids("visit_requests")).toEqual([seeded.visit.id]);
      expect(ids("admission_enquiries")).toEqual([seeded.enquiry.id]);
      expect(ids("contact_messages")).toEqual([seeded.message.id]);
      expect(ids("data_requests")).toEqual([seeded.dataRequest.id]);
      expect(ids("request_history")).toHaveLength(2);
      expect(ids("mail_outbox")).toHaveLength(2);
      expect(ids("audit_log")).toHaveLength(1);

      // The record page shows where, with links to the requests.
      const page = await pageOf(seeded.dataRequest.id);
      const view = (page.value as { personalData: { places: { place: string; count: number }[] } }).personalData;
      expect(view.places.find((place) => place.place === "visit_requests")).toMatchObject({
        count: 1,
        records: [{ path: `/admin/visit-requests/${seeded.visit.id}`, title: "Visit request of Asha Rani" }],
      });
    });

    it("exports every such record as JSON and as CSV, and audits the export with counts only", async () => {
      const seeded = await seedParent();
      const id = seeded.dataRequest.id;
      const download = async (format: string) => {
        const response = (await downloadRoute.loader(
          staffArgs(`/admin/data-requests/${id}/personal-data?format=${format}`, cookies[OFFICER]!, {
            params: { id },
          }) as never,
        )) as Response;
        expect(response.headers.get("Content-Disposition")).toMatch(
          new RegExp(`attachment; filename="personal-data-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
        );
        return response.text();
      };
      const json = JSON.parse(await download("json")) as { places: { place: string; rows: { id: string }[] }[] };
      const exported = json.places.flatMap((place) => place.rows.map((row) => row.id));
      for (const record of [seeded.visit, seeded.enquiry, seeded.message, seeded.dataRequest]) {
        expect(exported).toContain(record.id);
      }
      expect(exported).not.toContain(seeded.other.id);
      expect(exported).toHaveLength(4 + 2 + 2 + 1);

      const csv = await download("csv");
      // text() drops the byte-order mark the file starts with.
      expect(csv.split("\r\n")[0]).toBe("Where,Record,Field,Value");
      for (const record of [seeded.visit, seeded.enquiry, seeded.message, seeded.dataRequest]) {
        expect(csv).toContain(record.id);
      }
      const audits = await database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "data_request.export"));
      expect(audits.map((audit) => audit.details)).toEqual([
        expect.objectContaining({ format: "json", rows: expect.objectContaining({ visit_requests: 1 }) }),
        expect.objectContaining({ format: "csv" }),
      ]);
      expect(JSON.stringify(audits)).not.toContain(EMAIL);
    });

    it("corrects the phone and e-mail in every request that holds them, audited without the values", async () => {
      const seeded = await seedParent();
      const reply = await act(seeded.dataRequest.id, {
        intent: "correct_personal_data",
        phone: PHONE,
        email: EMAIL,
        newPhone: "9000000009",
        newEmail: "asha.new@example.com",
      });
      expect(reply.reply).toMatchObject({ ok: true, toast: { title: PERSONAL_DATA_MESSAGES.corrected } });
      const { db } = database;
      expect((await db.select().from(schema.visitRequests))[0]!.contactNo).toBe("9000000009");
      expect((await db.select().from(schema.contactMessages))[0]!.phone).toBe("9000000009");
      const enquiries = await db.select().from(schema.admissionEnquiries);
      expect(enquiries.find((row) => row.id === seeded.enquiry.id)!.email).toBe("asha.new@example.com");
      expect(enquiries.find((row) => row.id === seeded.other.id)).toMatchObject({
        contactNo: OTHER_PHONE,
        email: OTHER_EMAIL,
      });
      const [audit] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "data_request.correct"));
      expect(audit).toMatchObject({ actorEmail: OFFICER, targetId: seeded.dataRequest.id });
      expect(JSON.stringify(audit)).not.toContain("9000000009");

      const nothing = await act(seeded.dataRequest.id, { intent: "correct_personal_data", phone: PHONE });
      expect(nothing.status).toBe(400);
      expect(nothing.reply!.result!.error).toEqual({ newPhone: [PERSONAL_DATA_MESSAGES.newValue] });
    });

    it("erases it all in one audited action: afterwards no table holds the phone number or the e-mail address", async () => {
      const seeded = await seedParent();
      const id = seeded.dataRequest.id;
      const unconfirmed = await act(id, { intent: "erase_personal_data", phone: PHONE, email: EMAIL });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.reply!.result!.error).toEqual({ confirm: [PERSONAL_DATA_MESSAGES.confirmErase] });

      const erased = await act(id, { intent: "erase_personal_data", phone: PHONE, email: EMAIL, confirm: "on" });
      expect(erased.reply).toMatchObject({ ok: true, toast: { title: PERSONAL_DATA_MESSAGES.erased } });

      // Every table of the database, read whole, as text.
      const { db } = database;
      const tables = rowsOf<{ name: string }>(
        await db.execute(sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`),
      ).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(["visit_requests", "mail_outbox", "audit_log", "data_requests"]));
      for (const table of tables) {
        const rows = rowsOf<{ row: string }>(
          await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`),
        );
        const text = rows.map((row) => row.row).join("\n");
        expect(text.replace(/\D/g, " "), table).not.toMatch(/9\s*8\s*1\s*2\s*3\s*4\s*5\s*6\s*7\s*8/);
        expect(text.toLowerCase(), table).not.toContain(EMAIL);
      }

      // The other parent is untouched but for the mention of this one in a note about them.
      const [other] = await db
        .select()
        .from(schema.admissionEnquiries)
        .where(eq(schema.admissionEnquiries.id, seeded.other.id));
      expect(other).toMatchObject({ contactNo: OTHER_PHONE, email: OTHER_EMAIL });
      const notes = await db.select().from(schema.requestHistory);
      expect(notes.map((note) => note.body)).toEqual(["Cousin of the parent on [erased]"]);
      // The data request stays, without who sent it, as the record that it was answered.
      const [request] = await db.select().from(schema.dataRequests);
      expect(request).toMatchObject({ id, name: "Erased", phone: null, email: null, kind: "erasure" });

      const [audit] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "data_request.erase"));
      expect(audit).toMatchObject({
        actorEmail: OFFICER,
        targetId: id,
        details: {
          changed: expect.objectContaining({
            visit_requests: 1,
            admission_enquiries: 1,
            contact_messages: 1,
            data_requests: 1,
            mail_outbox: 2,
            audit_log_redacted: 1,
          }),
        },
      });

      // Looked for again: nothing is held.
      const page = await pageOf(id, `?phone=${PHONE}&email=${encodeURIComponent(EMAIL)}`);
      const view = (page.value as { personalData: { places: { count: number }[] } }).personalData;
      expect(view.places.every((place) => place.count === 0)).toBe(true);
    });
  });
});
