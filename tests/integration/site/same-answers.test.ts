// The same situation gets the same answer in every back office section: an id
// that cannot name a row, an id that names no row (in a form, or in the path of
// a record's page), and a page past the end of a list.
import { describe, expect, it } from "vitest";

import { ANNOUNCEMENT_MESSAGES } from "~/features/announcements/schema";
import { EVENT_MESSAGES } from "~/features/calendar/event-form";
import { contactMessageKind } from "~/features/contact/contact-message-kind";
import { CONTENT_MESSAGES } from "~/features/content/schema";
import { DISCLOSURE_MESSAGES } from "~/features/disclosures/schema";
import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { GALLERY_MESSAGES } from "~/features/gallery/schema";
import { USER_MESSAGES } from "~/features/users/schema";
import { visitRequestKind } from "~/features/visits/visit-request-kind";
import * as announcementsRoute from "~/routes/admin/announcements/announcements";
import * as calendarRoute from "~/routes/admin/calendar";
import * as contentRoute from "~/routes/admin/content";
import * as disclosuresRoute from "~/routes/admin/disclosures/mandatory-disclosures";
import * as galleryRoute from "~/routes/admin/gallery";
import * as contactMessageRoute from "~/routes/admin/requests/contact-message";
import * as contactMessagesRoute from "~/routes/admin/requests/contact-messages";
import * as enquiriesRoute from "~/routes/admin/requests/enquiries";
import * as enquiryRoute from "~/routes/admin/requests/enquiry";
import * as visitRequestRoute from "~/routes/admin/requests/visit-request";
import * as visitRequestsRoute from "~/routes/admin/requests/visit-requests";
import * as usersRoute from "~/routes/admin/user-management";

import * as schema from "../../../db/schema";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { insertRows, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { nextWeekday } from "../../support/form-input";

const ADMIN = "admin@school.example";
const ID = "{id}";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

type Route = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> };

/** A back office page: its section's name, its path and its route module. */
type Page = [section: string, path: string, route: Route];
const CONTENT: Page = ["Manage Content", "/admin/content", contentRoute];
const ANNOUNCEMENTS: Page = ["Announcements", "/admin/announcements", announcementsRoute];
const GALLERY: Page = ["Gallery", "/admin/gallery", galleryRoute];
const CALENDAR: Page = ["Calendar", "/admin/calendar", calendarRoute];
const DISCLOSURES: Page = ["Mandatory Disclosures", "/admin/mandatory-disclosures", disclosuresRoute];
const USERS: Page = ["User Management", "/admin/user-management", usersRoute];
const VISIT_REQUESTS: Page = ["Visit Requests", "/admin/visit-requests", visitRequestsRoute];
const ENQUIRIES: Page = ["Admission Enquiries", "/admin/enquiries", enquiriesRoute];
const CONTACT_MESSAGES: Page = ["Contact Messages", "/admin/contact-messages", contactMessagesRoute];

/** Every change that names a row by its id, with the words it answers when there is no such row. */
const ID_INTENTS: [string, string, Route, Record<string, string>, string][] = [
  [...CONTENT, { intent: "update", id: ID, fields: "title", title: "A title" }, CONTENT_MESSAGES.notFound],
  [...ANNOUNCEMENTS, { intent: "set_active", id: ID, active: "true" }, ANNOUNCEMENT_MESSAGES.notFound],
  [...ANNOUNCEMENTS, { intent: "delete", id: ID }, ANNOUNCEMENT_MESSAGES.notFound],
  [...GALLERY, { intent: "delete", imageId: ID }, GALLERY_MESSAGES.notFound],
  [...CALENDAR, { intent: "delete", eventId: ID }, EVENT_MESSAGES.notFound],
  [...DISCLOSURES, { intent: "delete_section", sectionId: ID }, DISCLOSURE_MESSAGES.sectionNotFound],
  [...DISCLOSURES, { intent: "delete_item", itemId: ID }, DISCLOSURE_MESSAGES.itemNotFound],
  [...USERS, { intent: "delete", userId: ID }, USER_MESSAGES.userNotFound],
  [...VISIT_REQUESTS, { intent: "delete", id: ID }, visitRequestKind.messages.notFound],
  [...VISIT_REQUESTS, { intent: "set_status", id: ID, status: "confirmed" }, visitRequestKind.messages.notFound],
  [...ENQUIRIES, { intent: "delete", id: ID }, enquiryKind.messages.notFound],
  [...ENQUIRIES, { intent: "set_status", id: ID, status: "contacted" }, enquiryKind.messages.notFound],
  [...CONTACT_MESSAGES, { intent: "delete", id: ID }, contactMessageKind.messages.notFound],
  [...CONTACT_MESSAGES, { intent: "set_status", id: ID, status: "replied" }, contactMessageKind.messages.notFound],
];

/** Every page of one record, with the words it answers when its id names none. */
const RECORD_PAGES: [string, string, Route, string][] = [
  ["Visit Requests", "/admin/visit-requests", visitRequestRoute, visitRequestKind.messages.notFound],
  ["Admission Enquiries", "/admin/enquiries", enquiryRoute, enquiryKind.messages.notFound],
  ["Contact Messages", "/admin/contact-messages", contactMessageRoute, contactMessageKind.messages.notFound],
];

type PageData = { page: number; pageCount: number; pageSize: number; total: number; rows: unknown[] };

/** Where most list loaders put the page. */
const listPage = (data: { page: PageData }) => data.page;

/** Every paged list: how to fill it past one page, and where its loader puts the page. */
const LISTS: [string, string, Route, (count: number) => Promise<void>, (data: never) => PageData][] = [
  [
    ...ANNOUNCEMENTS,
    (count: number) =>
      insertRows(schema.announcements, count, (i) => ({ title: `News ${i}`, content: "Text", date: "2026-01-05" })),
    listPage,
  ],
  [
    ...GALLERY,
    (count: number) =>
      insertRows(schema.galleryImages, count, (i) => ({
        title: `Photo ${i}`,
        imageUrl: `https://example.com/${i}.jpg`,
      })),
    listPage,
  ],
  [
    ...CALENDAR,
    (count: number) =>
      insertRows(schema.calendarEvents, count, (i) => ({
        title: `Event ${i}`,
        category: "Events" as const,
        startDate: new Date(2026, 0, 1 + (i % 28)),
        endDate: new Date(2026, 0, 1 + (i % 28), 12),
      })),
    (data: { events: PageData }) => data.events,
  ],
  [
    ...VISIT_REQUESTS,
    (count: number) =>
      insertRows(schema.visitRequests, count, (i) => ({
        studentName: `Child ${i}`,
        classForAdmission: "LKG",
        contactNo: "9876543210",
        // From today on: the list shows visits from today on by default.
        visitDate: nextWeekday,
        visitTime: "10:00 AM",
      })),
    listPage,
  ],
  [
    ...ENQUIRIES,
    (count: number) =>
      insertRows(schema.admissionEnquiries, count, (i) => ({
        enquirerName: `Parent ${i}`,
        relationship: "Mother",
        studentName: `Child ${i}`,
        classForAdmission: "LKG",
        contactNo: "9876543210",
      })),
    listPage,
  ],
  [
    ...CONTACT_MESSAGES,
    (count: number) =>
      insertRows(schema.contactMessages, count, (i) => ({
        name: `Parent ${i}`,
        email: "parent@example.com",
        phone: "9876543210",
        message: "Hello",
      })),
    listPage,
  ],
];

/** What the toast says: its title and, beneath, its description. */
const toastWords = (reply: unknown) => {
  const { toast } = reply as { toast: { title: string; description?: string } };
  return [toast.title, toast.description].join(" — ");
};

describe.each(testDatabaseKinds)("the same answer in every section, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });

  const post = (route: Route, path: string, fields: Record<string, string>, id: string) => {
    const body = formBody(
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value === ID ? id : value])),
    );
    return outcome(() => route.action(staffArgs(path, cookies[ADMIN], { method: "POST", body }) as never));
  };

  describe.each(ID_INTENTS)("%s: %s %j", (_section, path, route, fields, notFound) => {
    it("an id that cannot name a row is a 400 with the section's not-found words", async () => {
      const got = await post(route, path, fields, "not-an-id");
      expect(got.status).toBe(400);
      expect(toastWords(got.reply)).toContain(notFound);
    });

    it("an id that names no row is a 404 with the same words", async () => {
      const got = await post(route, path, fields, UNKNOWN);
      expect(got.status).toBe(404);
      expect(toastWords(got.reply)).toContain(notFound);
    });
  });

  describe.each(RECORD_PAGES)("%s: the page of a record of %s", (_section, path, route, notFound) => {
    const open = (id: string) =>
      outcome(() => route.loader(staffArgs(`${path}/${id}`, cookies[ADMIN], { params: { id } }) as never));

    it("an id that cannot name a row is a 400 with the section's not-found words", async () => {
      expect(await open("not-an-id")).toMatchObject({ status: 400, reply: notFound });
    });

    it("an id that names no row is a 404 with the same words", async () => {
      expect(await open(UNKNOWN)).toMatchObject({ status: 404, reply: notFound });
    });
  });

  describe.each(LISTS)("%s: a page past the end of %s", (_section, path, route, fill, pageOf) => {
    it("shows the last page", async () => {
      await fill(30);
      const first = pageOf((await route.loader(staffArgs(path, cookies[ADMIN]) as never)) as never);
      expect(first.pageCount).toBeGreaterThan(1);
      const past = pageOf((await route.loader(staffArgs(`${path}?page=999`, cookies[ADMIN]) as never)) as never);
      expect(past.page).toBe(first.pageCount);
      expect(past.rows).toHaveLength(first.total - (first.pageCount - 1) * first.pageSize);
    });
  });
});
