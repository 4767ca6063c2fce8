// Decisions 0021 and 0023: the dashboard's "Needs attention" figures against seeded
// rows, on the database, at a fixed moment in the school's zone (whatever the
// server's); and only the figures of the sections the person may open.
import { asc, eq, inArray } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { dashboardFigures, type DashboardFigures } from "~/features/dashboard/dashboard.server";
import { shortDay } from "~/features/dashboard/format";
import { NeedsAttention } from "~/features/dashboard/needs-attention";
import type { CheckedSection } from "~/features/disclosures/completeness";
import { MailNotice } from "~/features/mail/mail-notice";
import { queueMail } from "~/features/mail/outbox.server";
import { weekEnd } from "~/features/visits/visit-request.server";
import { waitedFor } from "~/lib/page/received-time";
import { loader as calendarLoader } from "~/routes/admin/calendar";
import { loader } from "~/routes/admin/dashboard";
import { loader as disclosuresLoader } from "~/routes/admin/disclosures/mandatory-disclosures";
import { loader as contactMessagesLoader } from "~/routes/admin/requests/contact-messages";
import { loader as dataRequestsLoader } from "~/routes/admin/requests/data-requests";
import { loader as enquiriesLoader } from "~/routes/admin/requests/enquiries";
import { loader as visitRequestsLoader } from "~/routes/admin/requests/visit-requests";

import * as schema from "../../../db/schema";
import { outcome, staffArgs, useStaff } from "../../support/admin";
import { emptyTables, REQUEST_TABLES, testDatabaseKinds, useTestDatabase } from "../../support/database";

const ADMIN = "admin@school.example";
const VISITS = "visits@school.example";
const ENQUIRIES_AND_CALENDAR = "office@school.example";
const GALLERY = "gallery@school.example";
const CONTACT = "contact@school.example";

// Wednesday 25 November 2026, 12:00 noon in Asia/Kolkata (06:30 UTC).
const NOW = new Date("2026-11-25T06:30:00Z");
const ist = (local: string) => new Date(`${local}+05:30`);

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe("how the figures are worded", () => {
  it("ends the school's week on Sunday", () => {
    expect(weekEnd("2026-11-25")).toBe("2026-11-29"); // Wednesday
    expect(weekEnd("2026-11-23")).toBe("2026-11-29"); // Monday
    expect(weekEnd("2026-11-29")).toBe("2026-11-29"); // Sunday
  });

  it("says how long the oldest has waited, in hours then days", () => {
    expect(waitedFor(new Date("2026-11-25T06:00:00Z"), NOW)).toBe("less than an hour");
    expect(waitedFor(new Date("2026-11-25T05:30:00Z"), NOW)).toBe("1 hour");
    expect(waitedFor(new Date("2026-11-24T07:30:00Z"), NOW)).toBe("23 hours");
    expect(waitedFor(new Date("2026-11-24T06:30:00Z"), NOW)).toBe("1 day");
    expect(waitedFor(new Date("2026-11-20T06:30:00Z"), NOW)).toBe("5 days");
  });

  it("names a day from its digits", () => {
    expect(shortDay("2026-11-29")).toBe("Sun 29 Nov");
  });
});

describe.each(testDatabaseKinds)("dashboard figures on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [VISITS]: { sections: ["visit_requests"] },
    [ENQUIRIES_AND_CALENDAR]: { sections: ["enquiries", "calendar"] },
    [GALLERY]: { sections: ["gallery"] },
    [CONTACT]: { sections: ["contact_messages"] },
  });
  let sections: { id: string; sectionLetter: string; title: string }[] = [];

  beforeAll(async () => {
    const db = database.db;
    // Only this test's rows: the seed's events and disclosure items go.
    await emptyTables(...REQUEST_TABLES, schema.calendarEvents, schema.disclosureItems);

    const visit = {
      studentName: "Asha Rani",
      classForAdmission: "Class I",
      contactNo: "9876543210",
      visitTime: "10:00 AM",
    };
    await db.insert(schema.visitRequests).values([
      { ...visit, visitDate: "2026-11-25", status: "pending" },
      { ...visit, visitDate: "2026-11-25", status: "confirmed" },
      { ...visit, visitDate: "2026-11-25", status: "cancelled" },
      { ...visit, visitDate: "2026-11-25", status: "completed" },
      { ...visit, visitDate: "2026-11-29", status: "pending" }, // Sunday: still this week
      { ...visit, visitDate: "2026-11-30", status: "confirmed" }, // next Monday
      { ...visit, visitDate: "2026-11-24", status: "confirmed" }, // yesterday
      { ...visit, visitDate: "2026-10-01", status: "pending" }, // long past, never answered
    ]);

    const enquiry = {
      enquirerName: "Ravi Kumar",
      relationship: "Father",
      studentName: "Asha Rani",
      classForAdmission: "Class I",
      contactNo: "9876543210",
    };
    await db.insert(schema.admissionEnquiries).values([
      { ...enquiry, status: "pending", createdAt: ist("2026-11-20T12:00:00") },
      { ...enquiry, status: "pending", createdAt: ist("2026-11-25T09:00:00") },
      { ...enquiry, status: "contacted", createdAt: ist("2026-01-01T09:00:00") }, // older, but answered
    ]);

    const event = { category: "Events" as const };
    await db.insert(schema.calendarEvents).values([
      { ...event, title: "Under way", startDate: ist("2026-11-24T10:00:00"), endDate: ist("2026-11-26T16:00:00") },
      {
        ...event,
        title: "Ended last night",
        startDate: ist("2026-11-24T09:00:00"),
        endDate: ist("2026-11-24T23:59:00"),
      },
      { ...event, title: "Last evening", startDate: ist("2026-12-01T23:00:00"), endDate: ist("2026-12-01T23:30:00") },
      { ...event, title: "Day eight", startDate: ist("2026-12-02T00:00:00"), endDate: ist("2026-12-02T23:59:59") },
      ...[1, 2, 3, 4].map((hour) => ({
        ...event,
        title: `Friday ${hour}`,
        startDate: ist(`2026-11-27T0${hour}:00:00`),
        endDate: ist(`2026-11-27T0${hour}:30:00`),
      })),
    ]);

    const message = { name: "Meena Devi", email: "meena@example.com", phone: "9876543210", message: "Fees?" };
    await db.insert(schema.contactMessages).values([
      { ...message, status: "new" },
      { ...message, status: "new" },
      { ...message, status: "new", createdAt: ist("2026-01-05T09:00:00") }, // old, and still unread
      { ...message, status: "read" },
      { ...message, status: "replied" },
      { ...message, status: "closed" },
    ]);

    const dataRequest = { kind: "access" as const, name: "Asha Devi", phone: "9876543210" };
    await db.insert(schema.dataRequests).values([
      { ...dataRequest, status: "new", dueOn: "2026-12-20" },
      { ...dataRequest, status: "in_progress", dueOn: "2026-11-20" }, // overdue
      { ...dataRequest, status: "done", dueOn: "2026-11-01" }, // answered: not open, though older
      { ...dataRequest, status: "refused", dueOn: "2026-11-02" },
    ]);

    sections = await db.select().from(schema.disclosureSections).orderBy(asc(schema.disclosureSections.orderNumber));
    const [first, second] = sections;
    const item = (
      sectionId: string,
      srNo: number,
      fields: { detail?: string | null; documentUrl?: string | null },
    ) => ({
      sectionId,
      srNo,
      information: `Item ${srNo}`,
      ...fields,
    });
    await db
      .insert(schema.disclosureItems)
      .values([
        item(first!.id, 1, {}),
        item(first!.id, 2, { detail: "   " }),
        item(first!.id, 3, { detail: "Yes" }),
        item(first!.id, 4, { documentUrl: "/uploads/disclosures/fees.pdf" }),
        item(second!.id, 1, { detail: "", documentUrl: "" }),
      ]);
  });

  it("counts pending visit requests, and visits due (pending or confirmed) today and to Sunday", async () => {
    const { visits } = await dashboardFigures(["visit_requests"], NOW);
    expect(visits).toEqual({
      pending: 3,
      today: { date: "2026-11-25", due: 2 },
      week: {
        from: "2026-11-25",
        to: "2026-11-29",
        due: 3,
        days: [
          { date: "2026-11-25", due: 2 },
          { date: "2026-11-29", due: 1 },
        ],
      },
    });
  });

  it("takes today in the school's zone: 01:30 on Thursday in India is still Wednesday in UTC", async () => {
    const { visits } = await dashboardFigures(["visit_requests"], new Date("2026-11-25T20:00:00Z"));
    expect(visits?.today).toEqual({ date: "2026-11-26", due: 0 });
    expect(visits?.week).toMatchObject({ from: "2026-11-26", to: "2026-11-29", due: 1 });
  });

  it("counts pending enquiries and says how long the oldest has waited", async () => {
    const { enquiries } = await dashboardFigures(["enquiries"], NOW);
    expect(enquiries).toEqual({ pending: 2, oldest: { received: "20 Nov 2026, 12:00 PM", waited: "5 days" } });
  });

  it("says nothing of waiting when no enquiry is pending", async () => {
    const { admissionEnquiries } = schema;
    const pending = await database.db
      .update(admissionEnquiries)
      .set({ status: "closed" })
      .where(eq(admissionEnquiries.status, "pending"))
      .returning({ id: admissionEnquiries.id });
    try {
      const { enquiries } = await dashboardFigures(["enquiries"], NOW);
      expect(enquiries).toEqual({ pending: 0, oldest: null });
    } finally {
      const ids = pending.map((row) => row.id);
      await database.db
        .update(admissionEnquiries)
        .set({ status: "pending" })
        .where(inArray(admissionEnquiries.id, ids));
    }
  });

  it("counts the calendar's events of the next 7 days, one under way included, and names the first five", async () => {
    const { calendar } = await dashboardFigures(["calendar"], NOW);
    expect(calendar).toMatchObject({ from: "2026-11-25", to: "2026-12-01", count: 6 });
    expect(calendar?.events.map((event) => [event.date, event.title])).toEqual([
      ["Tue, 24 Nov 2026", "Under way"],
      ["Fri, 27 Nov 2026", "Friday 1"],
      ["Fri, 27 Nov 2026", "Friday 2"],
      ["Fri, 27 Nov 2026", "Friday 3"],
      ["Fri, 27 Nov 2026", "Friday 4"],
    ]);
  });

  it("counts the disclosure items not complete, by section", async () => {
    const { disclosures } = await dashboardFigures(["mandatory_disclosures"], NOW);
    const [first, second] = sections;
    expect(disclosures).toMatchObject({
      missing: 3,
      sections: [
        { id: first!.id, letter: first!.sectionLetter, title: first!.title, missing: 2 },
        { id: second!.id, letter: second!.sectionLetter, title: second!.title, missing: 1 },
      ],
    });
  });

  it("counts the contact messages nobody has read yet", async () => {
    const { contactMessages } = await dashboardFigures(["contact_messages"], NOW);
    expect(contactMessages).toEqual({ unread: 3 });
    const html = renderToString(
      createElement(MemoryRouter, null, createElement(NeedsAttention, { figures: { contactMessages } })),
    );
    expect(html.replace(/<!-- -->/g, "")).toContain("new messages, not yet read");
  });

  it("counts the open data requests, and gives the soonest due date", async () => {
    const { dataRequests } = await dashboardFigures(["data_requests"], NOW);
    expect(dataRequests).toEqual({ open: 2, soonestDue: "2026-11-20", today: "2026-11-25" });
    const html = renderToString(
      createElement(MemoryRouter, null, createElement(NeedsAttention, { figures: { dataRequests } })),
    );
    expect(html.replace(/<!-- -->/g, "")).toContain("(overdue)");
  });

  // "Every figure links to the list, already filtered": each figure's link, as the dashboard
  // renders it, is opened with the list's own loader, which must show exactly that many rows.
  it("links every figure to its list, filtered to exactly the rows it counts", async () => {
    const figures = await dashboardFigures(
      ["visit_requests", "enquiries", "contact_messages", "calendar", "mandatory_disclosures", "data_requests"],
      NOW,
    );
    const html = renderToString(createElement(MemoryRouter, null, createElement(NeedsAttention, { figures }))).replace(
      /<!-- -->/g,
      "",
    );
    const links = [
      // A figure: its number, then its words.
      ...html.matchAll(/<a[^>]* href="([^"]+)"[^>]*><span[^>]*>(\d+)<\/span><span[^>]*>([^<]*)<\/span><\/a>/g),
      // A day of the week, or a section of the disclosures: "Wed 25 Nov: 2".
      ...html.matchAll(/<a[^>]* href="([^"]+)"[^>]*>(?:[^<]*): (\d+)()<\/a>/g),
    ].map(([, href, value, words]) => ({ href: href!.replace(/&amp;/g, "&"), value: Number(value), words }));
    // Eight figures, two days of the week, two sections of the disclosures.
    expect(links.length).toBe(12);
    expect(links.map((link) => link.href)).toContain("/admin/contact-messages?status=new");

    const admin = cookies[ADMIN]!;
    const shownBy = async (href: string) => {
      const url = new URL(href, "http://localhost");
      const args = staffArgs(`${url.pathname}${url.search}`, admin) as never;
      const loaders: Record<string, (args: never) => Promise<unknown>> = {
        "/admin/visit-requests": visitRequestsLoader,
        "/admin/enquiries": enquiriesLoader,
        "/admin/contact-messages": contactMessagesLoader,
        "/admin/calendar": calendarLoader,
        "/admin/mandatory-disclosures": disclosuresLoader,
        "/admin/data-requests": dataRequestsLoader,
      };
      const value = (await outcome(() => loaders[url.pathname]!(args))).value as Record<string, unknown>;
      if (url.pathname === "/admin/calendar") return (value.events as { total: number }).total;
      if (url.pathname === "/admin/mandatory-disclosures") {
        expect(value.owedOnly).toBe(true);
        const items = (value.sections as CheckedSection[]).flatMap((section) =>
          url.hash ? (`#admin-disclosure-section-${section.id}` === url.hash ? section.items : []) : section.items,
        );
        return items.filter((item) => !item.complete).length;
      }
      return (value.page as { total: number }).total;
    };
    for (const link of links) {
      expect({ ...link, shown: await shownBy(link.href) }).toEqual({ ...link, shown: link.value });
    }
  });

  it("tells admins, and only them, that e-mail is not set up and how many messages wait", async () => {
    const mailOf = async (email: string) =>
      (
        (await outcome(() => loader(staffArgs("/admin/dashboard", cookies[email]!) as never))).value as {
          mail: unknown;
        }
      ).mail;
    await database.db.delete(schema.mailOutbox);
    await database.db.transaction(async (tx) => {
      for (const subject of ["One", "Two"]) {
        await queueMail(tx, { purpose: "test", to: ["office@school.test"], subject, text: subject });
      }
    });
    const [given] = await database.db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox).limit(1);
    await database.db.update(schema.mailOutbox).set({ status: "failed" }).where(eq(schema.mailOutbox.id, given!.id));
    // The tests run without SMTP_URL.
    expect(await mailOf(ADMIN)).toEqual({ configured: false, waiting: 1, failed: 1 });
    expect(await mailOf(VISITS)).toBeNull();
    const html = renderToString(createElement(MailNotice, { status: { configured: false, waiting: 3, failed: 0 } }));
    expect(html).toContain("E-mail is not set up: 3 messages waiting");
    expect(renderToString(createElement(MailNotice, { status: { configured: true, waiting: 3, failed: 0 } }))).toBe("");
    expect(
      renderToString(createElement(MailNotice, { status: { configured: true, waiting: 0, failed: 1 } })),
    ).toContain("1 message could not be sent");
  });

  it("names the areas where nothing waits on one line, without a card each (decision 0075)", () => {
    const figures = {
      calendar: { from: "2026-11-25", to: "2026-12-01", count: 0, events: [] },
      contactMessages: { unread: 2 },
    } as DashboardFigures;
    const html = renderToString(createElement(MemoryRouter, null, createElement(NeedsAttention, { figures }))).replace(
      /<!-- -->/g,
      "",
    );
    expect(html).toContain("Nothing waiting in Calendar.");
    expect(html).not.toContain("events in the next 7 days");
    expect(html).toContain("new messages, not yet read");
  });

  describe("what shows without Hindi (decision 0075)", () => {
    it("counts what a Hindi page shows in English now, and names each in the card", async () => {
      const db = database.db;
      await db.delete(schema.alerts);
      // The calendar's and the site's texts of the tests before, as they are.
      const { withoutHindi: before } = await dashboardFigures(["calendar", "content"], NOW);
      const hour = 3600_000;
      const showing = { startsAt: new Date(NOW.getTime() - hour), endsAt: new Date(NOW.getTime() + hour) };
      await db.insert(schema.alerts).values([
        { severity: "urgent", text: "School closed tomorrow due to fog", ...showing },
        { severity: "warning", text: "Buses late", textHi: "बसें देर से", ...showing },
        // Over, or yet to start: no page shows them.
        {
          severity: "information",
          text: "Ended",
          startsAt: new Date(NOW.getTime() - 3 * hour),
          endsAt: showing.startsAt,
        },
        {
          severity: "information",
          text: "Later",
          startsAt: showing.endsAt,
          endsAt: new Date(NOW.getTime() + 3 * hour),
        },
      ]);
      const [announcement] = await db
        .insert(schema.announcements)
        .values([
          { title: "Winter uniform from Monday", content: "From Monday.", date: "2026-11-24", titleHi: "   " },
          { title: "Hidden", content: "Not shown.", date: "2026-11-24", isActive: false },
        ])
        .returning();
      await db.insert(schema.calendarEvents).values([
        {
          title: "Annual day",
          category: "Events",
          startDate: ist("2026-12-20T10:00"),
          endDate: ist("2026-12-20T13:00"),
        },
        { title: "Past", category: "Events", startDate: ist("2026-11-01T10:00"), endDate: ist("2026-11-01T13:00") },
        {
          title: "Sports day",
          titleHi: "खेल दिवस",
          category: "Events",
          startDate: ist("2026-12-21T10:00"),
          endDate: ist("2026-12-21T13:00"),
        },
      ]);
      const [block] = await db.select().from(schema.contentSections).limit(1);
      await db.update(schema.contentSections).set({ contentHi: null }).where(eq(schema.contentSections.id, block!.id));
      try {
        const { withoutHindi } = await dashboardFigures(["alerts", "announcements", "calendar", "content"], NOW);
        expect(withoutHindi).toEqual({
          alerts: 1,
          announcements: 1,
          events: before!.events! + 1,
          content: before!.content! + 1,
        });
        // Only the sections the person may open are counted at all.
        expect((await dashboardFigures(["calendar"], NOW)).withoutHindi).toEqual({ events: before!.events! + 1 });
        expect((await dashboardFigures(["gallery"], NOW)).withoutHindi).toBeUndefined();

        const html = renderToString(
          createElement(
            MemoryRouter,
            null,
            createElement(NeedsAttention, { figures: { withoutHindi: withoutHindi! } }),
          ),
        );
        expect(html).toContain("Showing without Hindi");
        expect(html).toContain("Hindi readers see these in English.");
        expect(html.replace(/<!-- -->/g, "")).toMatch(
          /1 alert showing now: <a [^>]*href="\/admin\/alerts"[^>]*>Alerts<\/a>/,
        );
      } finally {
        await db.delete(schema.alerts);
        await db.delete(schema.announcements).where(eq(schema.announcements.id, announcement!.id));
        await db.delete(schema.announcements).where(eq(schema.announcements.title, "Hidden"));
        await db.delete(schema.calendarEvents);
        await db
          .update(schema.contentSections)
          .set({ contentHi: block!.contentHi })
          .where(eq(schema.contentSections.id, block!.id));
      }
    });
  });

  describe("only the figures of the sections the person may open", () => {
    const figuresOf = async (email: string) => {
      const result = await outcome(() => loader(staffArgs("/admin/dashboard", cookies[email]!) as never));
      expect(result.status).toBe(200);
      const { figures } = result.value as { figures: DashboardFigures };
      return Object.entries(figures)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key);
    };

    it("gives an admin all of them", async () => {
      expect(await figuresOf(ADMIN)).toEqual([
        "visits",
        "enquiries",
        "contactMessages",
        "dataRequests",
        "applications",
        "calendar",
        "disclosures",
        "followUps",
        "withoutHindi",
        "notices",
        // Fees paid online, with Applications (docs/specification.md §34).
        "payments",
      ]);
    });

    it("gives staff the figures of their sections and no others", async () => {
      expect(await figuresOf(VISITS)).toEqual(["visits", "followUps"]);
      expect(await figuresOf(ENQUIRIES_AND_CALENDAR)).toEqual(["enquiries", "calendar", "followUps", "withoutHindi"]);
      expect(await figuresOf(GALLERY)).toEqual([]);
      // Contact messages: for those who hold the section, and nobody else.
      expect(await figuresOf(CONTACT)).toEqual(["contactMessages", "followUps"]);
    });
  });
});
