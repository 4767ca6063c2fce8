// Following up a request (decision 0027), for each of the three kinds, on
// the database: a note (who and when), a follow-up date, a reply by e-mail
// through the outbox (kept in the history, moving the request on where its kind
// says), WhatsApp and phone links, the history in order, and the dashboard's
// follow-ups due today and overdue.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";
import { FOLLOW_UP_MESSAGES } from "~/features/requests/follow-up-schema";
import { followUpsDue, type FollowUpView } from "~/features/requests/follow-up.server";
import * as contactMessagePage from "~/routes/admin/requests/contact-message";
import * as contactMessagesPage from "~/routes/admin/requests/contact-messages";
import * as enquiriesPage from "~/routes/admin/requests/enquiries";
import * as enquiryPage from "~/routes/admin/requests/enquiry";
import * as visitRequestPage from "~/routes/admin/requests/visit-request";
import * as visitRequestsPage from "~/routes/admin/requests/visit-requests";

import * as schema from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";

const ADMIN = "admin@school.example";
const VISITS_ONLY = "visits@school.example";
const today = schoolDate(new Date(), "Asia/Kolkata");

type Route = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> };

const listPages: Record<string, Route> = {
  visit_request: visitRequestsPage as Route,
  enquiry: enquiriesPage as Route,
  contact_message: contactMessagesPage as Route,
};

const KINDS = [
  {
    type: "visit_request" as const,
    path: "/admin/visit-requests",
    route: visitRequestPage as Route,
    table: schema.visitRequests,
    row: {
      studentName: "Asha Rani",
      classForAdmission: "Class I",
      contactNo: "098765-43210",
      email: "asha.parent@example.com",
      visitDate: addDays(today, 7),
      visitTime: "10:00 AM",
    },
    // The form names the student, not the parent.
    greeting: "Namaste, this is",
    words: {
      en: { about: "your visit request", yours: "Your visit request", dear: "Dear parent," },
      hi: {
        about: "नमस्ते जी, हम {school} से आपके विद्यालय भ्रमण के अनुरोध के बारे में बात कर रहे हैं।",
        yours: "आपका विद्यालय भ्रमण का अनुरोध",
        dear: "आदरणीय अभिभावक,",
      },
    },
    afterReply: null,
  },
  {
    type: "enquiry" as const,
    path: "/admin/enquiries",
    route: enquiryPage as Route,
    table: schema.admissionEnquiries,
    row: {
      enquirerName: "Ravi Kumar",
      relationship: "Father",
      studentName: "Asha",
      classForAdmission: "UKG",
      contactNo: "+91 98765 43210",
      email: "ravi@example.com",
    },
    greeting: "Namaste Ravi Kumar, this is",
    words: {
      en: { about: "your admission enquiry", yours: "Your admission enquiry", dear: "Dear Ravi Kumar," },
      hi: {
        about: "नमस्ते Ravi Kumar जी, हम {school} से आपकी प्रवेश संबंधी पूछताछ के बारे में बात कर रहे हैं।",
        yours: "आपकी प्रवेश संबंधी पूछताछ",
        dear: "नमस्ते Ravi Kumar जी,",
      },
    },
    afterReply: { from: "pending", to: "contacted" },
  },
  {
    type: "contact_message" as const,
    path: "/admin/contact-messages",
    route: contactMessagePage as Route,
    table: schema.contactMessages,
    row: { name: "Meena Devi", email: "meena@example.com", phone: "9876543210", message: "Bus from Bhuna?" },
    greeting: "Namaste Meena Devi, this is",
    words: {
      en: { about: "your message", yours: "Your message", dear: "Dear Meena Devi," },
      hi: {
        about: "नमस्ते Meena Devi जी, हम {school} से आपके संदेश के बारे में बात कर रहे हैं।",
        yours: "आपका संदेश",
        dear: "नमस्ते Meena Devi जी,",
      },
    },
    // Opening it made it read; replying makes it replied.
    afterReply: { from: "read", to: "replied" },
  },
];

describe.each(testDatabaseKinds)("following up requests on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [VISITS_ONLY]: { sections: ["visit_requests"] },
  });

  beforeEach(async () => {
    for (const { table } of KINDS) await database.db.delete(table);
    await database.db.delete(schema.requestHistory);
    await database.db.delete(schema.mailOutbox);
  });

  describe.each(KINDS)("$type", (c) => {
    let id = "";
    const recordUrl = () => `${c.path}/${id}`;
    const open = async () => {
      const page = await outcome(() =>
        c.route.loader(staffArgs(recordUrl(), cookies[ADMIN]!, { params: { id } }) as never),
      );
      expect(page.status).toBe(200);
      return page.value as { record: { status: string; followUpOn: string | null }; followUp: FollowUpView };
    };
    const post = (fields: Record<string, string>) =>
      outcome<AdminReply>(() =>
        c.route.action(
          staffArgs(recordUrl(), cookies[ADMIN]!, { method: "POST", body: formBody(fields), params: { id } }) as never,
        ),
      );
    beforeEach(async () => {
      const [row] = await database.db
        .insert(c.table)
        .values(c.row as never)
        .returning();
      id = (row as { id: string }).id;
    });

    it("offers a call and WhatsApp on the parent's number, as +91, with a greeting typed in", async () => {
      const { contact } = (await open()).followUp;
      expect(contact.tel).toBe("tel:+919876543210");
      expect(contact.whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
      expect(decodeURIComponent(contact.whatsapp!.split("text=")[1]!)).toContain(c.greeting);
    });

    it("starts WhatsApp and the reply in the parent's language: English word for word, Hindi for a Hindi form", async () => {
      const school = (await database.db.select().from(schema.siteSettings))[0]!.schoolName;
      const textOf = (whatsapp: string | null) => decodeURIComponent(whatsapp!.split("text=")[1]!);
      const english = (await open()).followUp;
      expect(textOf(english.contact.whatsapp)).toBe(`${c.greeting} ${school} about ${c.words.en.about}.`);
      expect(english.replySubject).toBe(`${c.words.en.yours}: ${school}`);
      expect(english.replyMessage).toBe(`${c.words.en.dear}\n\n\n\nKind regards,\nThe school office`);

      await database.db.update(c.table).set({ language: "hi" }).where(eq(c.table.id, id));
      const hindi = (await open()).followUp;
      expect(textOf(hindi.contact.whatsapp)).toBe(c.words.hi.about.replace("{school}", school));
      expect(hindi.replySubject).toBe(`${c.words.hi.yours}: ${school}`);
      expect(hindi.replyMessage).toBe(`${c.words.hi.dear}\n\n\n\nसादर,\nविद्यालय कार्यालय`);
      // The list's cards and rows offer the same WhatsApp text.
      const list = await outcome(() => listPages[c.type]!.loader(staffArgs(c.path, cookies[ADMIN]!) as never));
      const rows = (list.value as { page: { rows: { id: string; reach: { whatsapp: string | null } }[] } }).page.rows;
      expect(textOf(rows.find((row) => row.id === id)!.reach.whatsapp)).toBe(
        c.words.hi.about.replace("{school}", school),
      );
    });

    it("adds a note: who and when are kept, in the history and the audit log", async () => {
      const reply = await post({ intent: "add_note", note: "  Called; will visit on Friday.  " });
      expect(reply.reply).toMatchObject({ ok: true, toast: { title: FOLLOW_UP_MESSAGES.noteAdded } });
      const { history } = (await open()).followUp;
      const note = history.find((entry) => entry.kind === "note")!;
      expect(note).toMatchObject({ text: "Called; will visit on Friday.", by: ADMIN });
      expect(note.at).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
      expect(await auditFor(id, `${c.type}.add_note`)).toHaveLength(1);
      const empty = await post({ intent: "add_note", note: "   " });
      expect(empty.status).toBe(400);
    });

    it("sets a follow-up date, refuses one in the past or not a date, and clears it", async () => {
      const date = addDays(today, 2);
      expect((await post({ intent: "set_follow_up", followUpOn: date })).status).toBe(200);
      expect((await open()).followUp.followUpOn).toBe(date);
      for (const [value, message] of [
        [addDays(today, -1), FOLLOW_UP_MESSAGES.pastDate],
        ["2026-02-30", FOLLOW_UP_MESSAGES.badDate],
      ]) {
        const refused = await post({ intent: "set_follow_up", followUpOn: value! });
        expect(refused.status).toBe(400);
        expect(refused.reply!.result?.error?.followUpOn).toEqual([message]);
      }
      expect((await post({ intent: "set_follow_up", followUpOn: "" })).status).toBe(200);
      const { followUp } = await open();
      expect(followUp.followUpOn).toBeNull();
      expect(followUp.history.filter((entry) => entry.kind === "follow_up").map((entry) => entry.details)).toEqual([
        { from: null, to: date },
        { from: date, to: null },
      ]);
    });

    it("replies by e-mail through the outbox, kept in the history, and moves the request on where its kind says", async () => {
      const before = (await open()).record.status;
      const reply = await post({ intent: "reply", subject: "Your visit", message: "Friday at 10 suits us." });
      expect(reply.reply).toMatchObject({ ok: true, toast: { title: FOLLOW_UP_MESSAGES.replyQueued } });
      const [mail] = await database.db.select().from(schema.mailOutbox);
      expect(mail).toMatchObject({
        purpose: "reply",
        to: [c.row.email],
        subject: "Your visit",
        status: "pending",
        recordType: c.type,
        recordId: id,
      });
      expect(mail!.text).toMatch(/^Friday at 10 suits us\.\n\n--\n/);
      const { record, followUp } = await open();
      const sent = followUp.history.find((entry) => entry.kind === "email")!;
      expect(sent).toMatchObject({ text: "Friday at 10 suits us.", by: ADMIN, mail: { subject: "Your visit" } });
      expect(sent.mail!.status).toBe("pending");
      if (c.afterReply) {
        expect(before).toBe(c.afterReply.from);
        expect(record.status).toBe(c.afterReply.to);
      } else {
        expect(record.status).toBe(before);
      }
    });

    it("lists the history in order: status changes, notes, dates and e-mails", async () => {
      await post({ intent: "add_note", note: "First" });
      await post({ intent: "set_follow_up", followUpOn: today });
      await post({ intent: "add_note", note: "Second" });
      const kinds = (await open()).followUp.history.map((entry) => entry.text ?? entry.kind);
      expect(kinds.filter((entry) => entry !== "status")).toEqual(["First", "follow_up", "Second"]);
    });
  });

  it("refuses a reply to a request without an e-mail address, queuing nothing", async () => {
    const [row] = await database.db
      .insert(schema.visitRequests)
      .values({ ...KINDS[0]!.row, email: null } as never)
      .returning();
    const reply = await outcome<AdminReply>(() =>
      visitRequestPage.action(
        staffArgs(`/admin/visit-requests/${row!.id}`, cookies[ADMIN]!, {
          method: "POST",
          body: formBody({ intent: "reply", subject: "Hello", message: "Hello" }),
          params: { id: row!.id },
        }) as never,
      ),
    );
    expect(reply.status).toBe(409);
    expect(reply.reply!.toast.description ?? reply.reply!.toast.title).toContain(FOLLOW_UP_MESSAGES.noEmail);
    expect(await database.db.select().from(schema.mailOutbox)).toEqual([]);
  });

  it("writes a status change from the list into the history, and forgets the history with the request", async () => {
    const [row] = await database.db
      .insert(schema.visitRequests)
      .values(KINDS[0]!.row as never)
      .returning();
    const change = await outcome(() =>
      visitRequestsPage.action(
        staffArgs("/admin/visit-requests", cookies[ADMIN]!, {
          method: "POST",
          body: formBody({ intent: "set_status", id: row!.id, status: "confirmed" }),
        }) as never,
      ),
    );
    expect(change.status).toBe(200);
    const lines = () =>
      database.db.select().from(schema.requestHistory).where(eq(schema.requestHistory.recordId, row!.id));
    expect((await lines()).map((line) => [line.kind, line.details])).toEqual([
      ["status", { from: "pending", to: "confirmed" }],
    ]);
    await outcome(() =>
      visitRequestsPage.action(
        staffArgs("/admin/visit-requests", cookies[ADMIN]!, {
          method: "POST",
          body: formBody({ intent: "delete", id: row!.id }),
        }) as never,
      ),
    );
    expect(await lines()).toEqual([]);
  });

  it("lists on the dashboard the follow-ups due today and overdue, soonest first, of the person's sections only", async () => {
    const [visitToday] = await database.db
      .insert(schema.visitRequests)
      .values({ ...KINDS[0]!.row, followUpOn: today } as never)
      .returning();
    await database.db.insert(schema.visitRequests).values({ ...KINDS[0]!.row, followUpOn: addDays(today, 1) } as never);
    const [enquiryLate] = await database.db
      .insert(schema.admissionEnquiries)
      .values({ ...KINDS[1]!.row, followUpOn: addDays(today, -3) } as never)
      .returning();
    const [messageLate] = await database.db
      .insert(schema.contactMessages)
      .values({ ...KINDS[2]!.row, followUpOn: addDays(today, -1) } as never)
      .returning();

    const all = await followUpsDue(REQUEST_KINDS, ["visit_requests", "enquiries", "contact_messages"], today);
    expect(all).toEqual({
      today,
      total: 3,
      due: [
        {
          path: `/admin/enquiries/${enquiryLate!.id}`,
          title: "Enquiry from Ravi Kumar",
          followUpOn: addDays(today, -3),
        },
        {
          path: `/admin/contact-messages/${messageLate!.id}`,
          title: "Message from Meena Devi",
          followUpOn: addDays(today, -1),
        },
        { path: `/admin/visit-requests/${visitToday!.id}`, title: "Visit request of Asha Rani", followUpOn: today },
      ],
    });
    expect((await followUpsDue(REQUEST_KINDS, ["visit_requests"], today))!.due.map((due) => due.path)).toEqual([
      `/admin/visit-requests/${visitToday!.id}`,
    ]);
    expect(await followUpsDue(REQUEST_KINDS, ["gallery"], today)).toBeUndefined();
  });
});
