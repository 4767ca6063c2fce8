// Decision 0017: no input reaches a 5xx. Impossible dates, control
// characters and a NUL in a search are refused with a clear message (or, in a
// filter, ignored), never a 500 or 503.
import { describe, expect, it } from "vitest";

import { CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/form-fields";
import { clientAddressContext } from "~/lib/server/request-context";
import * as announcementsPage from "~/routes/admin/announcements/announcements";
import * as calendarPage from "~/routes/admin/calendar";
import * as enquiriesPage from "~/routes/admin/requests/enquiries";
import * as enquiriesExport from "~/routes/admin/requests/enquiries-export";
import * as visitRequestsPage from "~/routes/admin/requests/visit-requests";
import * as visitRequestsExport from "~/routes/admin/requests/visit-requests-export";
import * as admissionsPage from "~/routes/site/admissions";
import * as publicCalendar from "~/routes/site/calendar";

import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { enquiry, IMPOSSIBLE_DATES as NO_DATES, today, visit } from "../../support/form-input";
import { routeArgs } from "../../support/route-args";

const ADMIN = "admin@school.example";
/** And a date with a time, where only a date belongs. */
const IMPOSSIBLE_DATES = [...NO_DATES, "9999-12-31T23:59"];
let address = 1;

/** The back office toast's words: its title, and its description when it has one. */
const toastOf = (result: { reply?: { toast: { title: string; description?: string } } }) => [
  result.reply?.toast.title,
  result.reply?.toast.description,
];

/** The public admissions form, from a new address each time (the rate limits are not under test). */
async function postAdmissions(fields: Record<string, string>) {
  const args = routeArgs("/admissions", { method: "POST", body: formBody(fields) });
  args.context.set(clientAddressContext, `198.51.100.${address++ % 250}`);
  return outcome<{ result: { error?: Record<string, string[]> } }>(() => admissionsPage.action(args as never));
}

describe.each(testDatabaseKinds)("impossible input on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });
  const adminPost = (
    route: { action: (args: never) => Promise<unknown> },
    path: string,
    fields: Record<string, string>,
  ) =>
    outcome<{ ok: boolean; toast: { description?: string; title: string } }>(() =>
      route.action(staffArgs(path, cookies[ADMIN]!, { method: "POST", body: formBody(fields) }) as never),
    );
  const adminGet = (route: { loader: (args: never) => Promise<unknown> }, path: string) =>
    outcome(() => route.loader(staffArgs(path, cookies[ADMIN]!) as never));

  describe("a visit date that is no date is refused with 'Please enter a valid date'", () => {
    for (const date of IMPOSSIBLE_DATES) {
      it(date, async () => {
        const result = await postAdmissions({ ...visit, visit_date: date });
        expect(result.status).toBe(400);
        expect(result.reply?.result.error?.visit_date).toEqual(["Please enter a valid date"]);
      });
    }
  });

  describe("an announcement dated on no real day is refused with 'Please enter a valid date'", () => {
    for (const date of IMPOSSIBLE_DATES) {
      it(date, async () => {
        const result = await adminPost(announcementsPage, "/admin/announcements", {
          intent: "create",
          title: "Sports day",
          content: "On the field.",
          date,
        });
        expect(result.status).toBe(400);
        expect(toastOf(result)).toContain("Please enter a valid date");
      });
    }
  });

  describe("a calendar event starting or ending on no real day is refused", () => {
    const cases: { date: string; allDay?: string }[] = [
      ...["2026-13-01", "2026-02-30", "0000-01-01", "10000-01-01", "9999-12-31"].map((date) => ({
        allDay: "on",
        date,
      })),
      ...["2026-13-01T09:00", "0000-01-01T09:00", "9999-12-31T23:59", "2026-01-01T24:00", "+010000-01-01T09:00"].map(
        (date) => ({ date }),
      ),
    ];
    for (const { date, allDay } of cases) {
      it(`${date}${allDay ? " (all day)" : ""}`, async () => {
        const fields = {
          intent: "create",
          title: "Fair",
          category: "Events",
          start: date,
          end: date,
          ...(allDay ? { allDay } : {}),
        };
        const result = await adminPost(calendarPage, "/admin/calendar", fields);
        expect(result.status).toBe(400);
        expect(toastOf(result)).toContain(allDay ? "Start must be a date" : "Start must be a date and time");
      });
    }
  });

  it("the visit requests' date filter ignores a date that is no date, in the list and the export", async () => {
    for (const date of IMPOSSIBLE_DATES) {
      const search = `?date=${encodeURIComponent(date)}`;
      const page = await adminGet(visitRequestsPage, `/admin/visit-requests${search}`);
      expect(page.status, date).toBe(200);
      expect((page.value as { filters: { date: string | null } }).filters.date, date).toBeNull();
      const csv = await adminGet(visitRequestsExport, `/admin/visit-requests/export.csv${search}`);
      expect(csv.status, date).toBe(200);
      await (csv.value as Response).text();
    }
  });

  it("the public calendar ignores a month or day that is no date", async () => {
    for (const value of [...IMPOSSIBLE_DATES, "2026-13", "0000-01", "10000-01", "%00"]) {
      for (const param of ["month", "day", "date"]) {
        const url = `/calendar?view=month&${param}=${encodeURIComponent(value)}`;
        const page = await outcome(() => publicCalendar.loader(routeArgs(url) as never));
        expect(page.status, url).toBe(200);
      }
    }
  });

  describe("a NUL or other control character in a text field is refused with a clear message", () => {
    for (const character of ["\u0000", "\u0007", "\u001b", "\u007f"]) {
      const shown = JSON.stringify(character);
      it(`${shown} in the visit form`, async () => {
        const result = await postAdmissions({ ...visit, student_name: `Asha${character}Rani` });
        expect(result.status).toBe(400);
        expect(result.reply?.result.error?.student_name).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      });
      it(`${shown} in the enquiry form`, async () => {
        const result = await postAdmissions({ ...enquiry, enquirer_name: `Ravi${character}` });
        expect(result.status).toBe(400);
        expect(result.reply?.result.error?.enquirer_name).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      });
      it(`${shown} in an announcement`, async () => {
        const result = await adminPost(announcementsPage, "/admin/announcements", {
          intent: "create",
          title: "Sports day",
          content: `On the${character} field.`,
          date: today,
        });
        expect(result.status).toBe(400);
        expect(toastOf(result)).toContain(CONTROL_CHARACTERS_MESSAGE);
      });
    }
    it("line breaks and tabs in a message are kept", async () => {
      const result = await postAdmissions({ ...visit, message: "Line one\r\nLine two\tand a tab" });
      expect(result.status).toBe(302);
    });
  });

  describe("a NUL in the enquiries' search", () => {
    for (const q of ["%00", "Asha%00", "%01%1B"]) {
      it(`?q=${q}: the list answers and the export is read to its end`, async () => {
        const page = await adminGet(enquiriesPage, `/admin/enquiries?q=${q}`);
        expect(page.status).toBe(200);
        const csv = await adminGet(enquiriesExport, `/admin/enquiries/export.csv?q=${q}`);
        expect(csv.status).toBe(200);
        expect(await (csv.value as Response).text()).toMatch(/^\uFEFF?Enquirer/);
      });
    }
  });
});
