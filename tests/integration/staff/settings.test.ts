// /admin/settings (decision 0019): every field checked with its message,
// every save audited with old and new values, the application form checked by
// its content, and the public pages showing a change on the next request.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { goLiveTarget } from "~/features/settings/go-live";
import { PLACEHOLDERS, SETTINGS_GROUPS, SETTINGS_MESSAGES, settingsSchema } from "~/features/settings/schema";
import type { SchoolSettings } from "~/features/settings/settings";
import { goLiveItems } from "~/features/settings/settings.server";
import { inRequestScope } from "~/lib/server/request-scope.server";
import { loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action, loader } from "~/routes/admin/settings";
import { loader as admissionsLoader } from "~/routes/site/admissions";

import { defaultSiteSettings, PLACEHOLDER_CONTACTS } from "../../../db/seed-data";
import { admissionsSessionOn, schoolDate } from "../../../db/time";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { STILL_AS_SEEDED } from "../../support/go-live";
import { routeArgs } from "../../support/route-args";
import { MINIMAL_PDF, temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("school-settings-");

const PATH = "/admin/settings";
const ADMIN = "admin@school.example";
const EDITOR = "editor@school.example";
/** The session a new install names today (decision 0037). */
const seededSession = () => admissionsSessionOn(schoolDate(new Date(), "Asia/Kolkata"));
/** The fields the go-live checklist lists. */
const checklistFields = async () => (await goLiveItems()).left.map(goLiveTarget);

const file = (bytes: Buffer | Uint8Array, name = "application.pdf") =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

/**
 * The settings as the form sends them: each as text; a box unticked is not sent, a ticked one sends "on" (Confirm
 * matched payments at once).
 */
const asSent = (stored: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(stored)
      .filter(([, value]) => value !== false)
      .map(([name, value]) => [name, value === true ? "on" : String(value ?? "")]),
  );

describe.each(testDatabaseKinds)("school settings on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [EDITOR]: { sections: ["content"] },
  });

  const current = async () => {
    const page = await outcome(() => loader(staffArgs(PATH, cookies[ADMIN]) as never));
    return (page.value as { settings: SchoolSettings }).settings;
  };
  /** The form as the page sends it: every field as it stands, with `changes`. */
  const save = async (changes: Record<string, string | Blob>) => {
    const { applicationFormKey: _key, ...stored } = await current();
    const fields = asSent(stored);
    return outcome<AdminReply>(() =>
      action(
        staffArgs(PATH, cookies[ADMIN], {
          method: "POST",
          body: formBody({ intent: "save", ...fields, ...changes }),
        }) as never,
      ),
    );
  };
  const publicSettings = async () => {
    const result = await outcome(() => rootLoader(routeArgs("/") as never));
    return (result.reply as { settings: Record<string, unknown> }).settings;
  };

  it("starts from the seed, with everything still as seeded on the go-live checklist", async () => {
    expect(await current()).toMatchObject({
      phonePrimary: "+91 00000 00001",
      // A session for today, not one that has ended; no social link until the school sets its own.
      admissionsSession: seededSession(),
      facebookUrl: "",
      instagramUrl: "",
      youtubeUrl: "",
      savedAt: null,
    });
    expect(PLACEHOLDERS).toEqual(PLACEHOLDER_CONTACTS);
    expect(await checklistFields()).toEqual(STILL_AS_SEEDED);
  });

  it("shows admins the go-live checklist on the dashboard; others see no notice", async () => {
    const asAdmin = await outcome(() => dashboardLoader(staffArgs("/admin/dashboard", cookies[ADMIN]) as never));
    expect(asAdmin.value).toMatchObject({
      settingsNotice: {
        progress: {
          left: [
            ...STILL_AS_SEEDED.map((field) => expect.objectContaining({ field })),
            // The fees' lines (decision 0075): none are published on a new install.
            {
              path: "/admin/mandatory-disclosures/fees",
              label: "Fees",
              problem: expect.stringContaining("not published"),
            },
          ],
          total: expect.any(Number),
        },
      },
    });
    const asEditor = await outcome(() => dashboardLoader(staffArgs("/admin/dashboard", cookies[EDITOR]) as never));
    expect(asEditor.value).toMatchObject({ settingsNotice: null });
  });

  it.each([
    ["schoolName", "", "School name is required"],
    ["phonePrimary", "12345", "Phone must have at least 10 digits"],
    ["phonePrimary", "call us", "Phone can only contain digits, spaces, + and -"],
    ["email", "office at school", "E-mail must be a valid e-mail address"],
    ["postalCode", "12505", "PIN code must be 6 digits"],
    ["facebookUrl", "javascript:alert(1)", "Facebook page must be a web address starting with https://"],
    ["mapUrl", "somewhere", "Map link must be a web address starting with https://"],
    ["admissionsSession", "2026-28", "Admissions session must be two years like 2025-26"],
    ["notifyEnquiriesEmail", "nobody", "Enquiries e-mail must be a valid e-mail address"],
    ["cbseAffiliationNumber", "5<script>", "CBSE affiliation number can only contain letters, digits, / and -"],
    ["privacyContactEmail", "principal", "Privacy contact's e-mail must be a valid e-mail address"],
    ["privacyContactPhone", "98120", "Privacy contact's phone must have at least 10 digits"],
    ["privacyContactName", "x".repeat(101), "Privacy contact's name must be at most 100 characters"],
    ["retentionMonths", "", "Keep requests for is required"],
    ...["0", "61", "12.5", "1e1"].map((value) => [
      "retentionMonths",
      value,
      "Keep requests for must be a whole number of months from 1 to 60",
    ]),
    // Messages to subscribers (decision 0067).
    [
      "gatewayUrl",
      "http://gateway.example.com/sms",
      "Gateway address must be a web address starting with https://, or http://localhost for a relay on this server",
    ],
    ["mailPerHour", "0", "E-mails per hour must be a whole number from 1 to 100000, or blank for no limit"],
    ["gatewayPerHour", "ten", "Text messages per hour must be a whole number from 1 to 100000, or blank for no limit"],
    ["alertDltTemplate", "1107 1234", "Alerts' DLT template ID can only contain letters, digits, _, . and -"],
    [
      "calendarWhatsappTemplate",
      "school calendar",
      "Calendar changes' WhatsApp template can only contain letters, digits, _, . and -",
    ],
    // Fee payments (docs/specification.md §34).
    ["upiId", "school fees", "UPI ID must look like name@bank, for example school.fees@sbi"],
    [
      "upiId",
      "school fees@sbi",
      "UPI ID can only have letters, digits, dot (.), hyphen (-) and underscore (_) before the @",
    ],
    ["upiPayeeName", "x".repeat(51), "Payee name must be at most 50 characters"],
    ["bankAccountNumber", "1234-5678", "Account number must be 9 to 18 digits"],
    ["bankIfsc", "SBIN1234567", "IFSC must be 11 characters like SBIN0001234"],
    ["paymentRetentionYears", "5", "Keep payment records for must be a whole number of years from 6 to 20"],
    ["paymentRetentionYears", "", "Keep payment records for is required"],
  ])("refuses %s = %j with its message next to the field, and changes nothing", async (field, value, message) => {
    const before = await current();
    const result = await save({ [field]: value });
    expect(result.status).toBe(400);
    expect(result.reply?.result?.error?.[field]).toEqual([message]);
    expect(await current()).toEqual(before);
  });

  it("saves, audits old and new values, and the public pages show it on the next request", async () => {
    const result = await save({
      phonePrimary: "+91 98765 43210",
      email: "office@fis.example.in",
      mapUrl: "https://maps.google.com/?q=Fatehabad",
      admissionsSession: "2030-31",
      notifyVisitRequestsEmail: "visits@fis.example.in",
    });
    expect(result).toMatchObject({ status: 200, reply: { ok: true, toast: { title: "School settings saved" } } });

    const [entry, ...more] = await auditFor("1", "settings.update");
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorUserId: ids[ADMIN],
      actorEmail: ADMIN,
      targetType: "site_settings",
      details: {
        before: {
          phonePrimary: defaultSiteSettings.phonePrimary,
          email: defaultSiteSettings.email,
          mapUrl: "",
          admissionsSession: seededSession(),
          notifyVisitRequestsEmail: "",
        },
        after: {
          phonePrimary: "+91 98765 43210",
          email: "office@fis.example.in",
          mapUrl: "https://maps.google.com/?q=Fatehabad",
          admissionsSession: "2030-31",
          notifyVisitRequestsEmail: "visits@fis.example.in",
        },
      },
    });

    const shown = await publicSettings();
    expect(shown).toMatchObject({ phonePrimary: "+91 98765 43210", mapUrl: "https://maps.google.com/?q=Fatehabad" });
    // Who is told of new requests is the office's business, not the page's.
    expect(shown).not.toHaveProperty("notifyVisitRequestsEmail");
    const admissions = await admissionsLoader(routeArgs("/admissions") as never);
    expect(admissions).toMatchObject({ session: "2030-31", applicationFormUrl: null });
    // Each line goes once its field is set; the address, shown in the form just saved, counts as checked.
    expect(await checklistFields()).toEqual(
      STILL_AS_SEEDED.filter(
        (field) => !["streetAddress", "mapUrl", "phonePrimary", "email", "notifyVisitRequestsEmail"].includes(field),
      ),
    );
  });

  it("saves how messages reach subscribers, audited, and no public page shows it (decision 0067)", async () => {
    const messages = {
      mailPerHour: " 120 ",
      gatewayPerHour: "60",
      gatewayUrl: "http://127.0.0.1:8090/relay",
      alertDltTemplate: "1107161234567890123",
      alertWhatsappTemplate: "school_alert",
      announcementDltTemplate: "1107161234567890124",
      announcementWhatsappTemplate: "school_announcement",
      calendarDltTemplate: "1107161234567890125",
      calendarWhatsappTemplate: "school_calendar",
    };
    const result = await save(messages);
    expect(result).toMatchObject({ status: 200, reply: { ok: true } });
    const saved = { ...messages, mailPerHour: 120, gatewayPerHour: 60 };
    expect(await current()).toMatchObject(saved);
    const entry = (await auditFor("1", "settings.update")).find(
      (one) => "gatewayUrl" in (one.details as { after: Record<string, unknown> }).after,
    );
    expect(entry?.details).toMatchObject({ before: { mailPerHour: null, gatewayUrl: "" }, after: saved });

    const shown = await publicSettings();
    for (const field of Object.keys(messages)) expect(shown).not.toHaveProperty(field);

    // Blank again: no limit, no gateway.
    expect((await save({ mailPerHour: "", gatewayUrl: "" })).status).toBe(200);
    expect(await current()).toMatchObject({ mailPerHour: null, gatewayUrl: "" });
  });

  it("reads the settings once a request, and the page a save answers with shows what was saved (decision 0061)", async () => {
    await inRequestScope("save-request", async () => {
      const before = await current();
      expect(await current()).toBe(before);
      expect((await save({ phonePrimary: "+91 98765 00001" })).reply).toMatchObject({ ok: true });
      expect(await current()).toMatchObject({ phonePrimary: "+91 98765 00001" });
    });
  });

  it("keeps the name, tagline, description, address and office hours in Hindi for the Hindi pages (decision 0054)", async () => {
    // A new install has them in Hindi, but for the name and the address, which stay as written.
    expect(await current()).toMatchObject({
      schoolNameHi: null,
      taglineHi: "सीखने की कोई सीमा नहीं",
      addressHi: null,
    });
    const result = await save({ addressHi: " खान मोहम्मद रोड, फ़तेहाबाद 125050, हरियाणा ", taglineHi: "" });
    expect(result.reply).toMatchObject({ ok: true });
    expect(await current()).toMatchObject({
      addressHi: "खान मोहम्मद रोड, फ़तेहाबाद 125050, हरियाणा",
      taglineHi: null,
    });
    const entry = (await auditFor("1", "settings.update")).find(
      (saved) => "addressHi" in (saved.details as { after: Record<string, unknown> }).after,
    );
    expect(entry?.details).toMatchObject({
      before: { addressHi: null, taglineHi: "सीखने की कोई सीमा नहीं" },
      after: { addressHi: "खान मोहम्मद रोड, फ़तेहाबाद 125050, हरियाणा", taglineHi: null },
    });

    const hindi = await outcome(() => rootLoader(routeArgs("/hi/contact") as never));
    const shown = (hindi.reply as { settings: Record<string, unknown> }).settings;
    expect(shown).toMatchObject({
      schoolName: defaultSiteSettings.schoolName,
      tagline: defaultSiteSettings.tagline,
      address: "खान मोहम्मद रोड, फ़तेहाबाद 125050, हरियाणा",
      officeHoursWeekdays: "सोमवार-शुक्रवार सुबह 8:00 से शाम 4:00 बजे तक",
      lang: { schoolName: "en", tagline: "en" },
    });
    // An English page carries no Hindi.
    const english = await publicSettings();
    expect(english).toMatchObject({
      tagline: defaultSiteSettings.tagline,
      address: "Khan Mohammed Road, Fatehabad 125050, Haryana, India",
      officeHoursWeekdays: defaultSiteSettings.officeHoursWeekdays,
      lang: {},
    });
    expect(JSON.stringify(english)).not.toMatch(/[\u0900-\u097F]/);
    expect(await admissionsLoader(routeArgs("/hi/admissions") as never)).toMatchObject({
      office: { officeHoursSaturday: "शनिवार सुबह 8:00 से दोपहर 1:00 बजे तक" },
    });
  });

  it("refuses a Hindi text longer than its English field may be", async () => {
    const result = await save({ taglineHi: "स".repeat(151) });
    expect(result.status).toBe(400);
    expect(result.reply?.result?.error?.taglineHi).toEqual(["Tagline (Hindi) must be at most 150 characters"]);
  });

  it("keeps requests for the months an admin sets, and the privacy notice says so", async () => {
    const result = await save({ retentionMonths: " 24 " });
    expect(result.reply).toMatchObject({ ok: true });
    expect((await current()).retentionMonths).toBe(24);
    const entries = await auditFor("1", "settings.update");
    expect(entries.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ retentionMonths: 12 }),
        after: expect.objectContaining({ retentionMonths: 24 }),
      }),
    );
    expect(await publicSettings()).toMatchObject({ retentionMonths: 24 });
  });

  it("takes a PDF as the application form, replaces it, and refuses what is not a PDF", async () => {
    const refused = await save({ applicationForm: file(Buffer.from("<html><script>alert(1)</script>"), "form.pdf") });
    expect(refused.status).toBe(415);
    expect(refused.reply?.result?.error?.applicationForm).toEqual([
      "Please choose a PDF file: this file is not a PDF.",
    ]);
    expect((await current()).applicationFormKey).toBeNull();

    expect((await save({ applicationForm: file(MINIMAL_PDF) })).status).toBe(200);
    const first = (await current()).applicationFormKey!;
    expect(fs.readFileSync(path.join(uploadsDir, first))).toEqual(MINIMAL_PDF);
    expect(await admissionsLoader(routeArgs("/admissions") as never)).toMatchObject({
      applicationFormUrl: `/uploads/${first}`,
    });

    // Saving other fields keeps the form; a new upload replaces it and removes the old file.
    expect((await save({ tagline: "Learning for life" })).status).toBe(200);
    expect((await current()).applicationFormKey).toBe(first);
    expect((await save({ applicationForm: file(MINIMAL_PDF, "new.pdf") })).status).toBe(200);
    const second = (await current()).applicationFormKey!;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(uploadsDir, first))).toBe(false);

    // Removed: the Admissions page sends parents to the office again, and the file goes.
    expect((await save({ removeApplicationForm: "on" })).status).toBe(200);
    expect((await current()).applicationFormKey).toBeNull();
    expect(await admissionsLoader(routeArgs("/admissions") as never)).toMatchObject({ applicationFormUrl: null });
    expect(fs.existsSync(path.join(uploadsDir, second))).toBe(false);
    const [removal] = (await auditFor("1", "settings.update")).filter(
      (entry) => (entry.details as { after: Record<string, unknown> }).after.applicationFormKey === null,
    );
    expect(removal?.details).toMatchObject({ before: { applicationFormKey: second } });
  });

  it("refuses a form over 20 MB", async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const result = await save({ applicationForm: file(big) });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  });

  it("saves one group by its own Save, its fields alone: another group's bad field neither stops nor joins it", async () => {
    const before = await current();
    const answer = await save({
      group: "contact",
      phonePrimary: "+91 98120 55555",
      // Half typed in another group: not checked, not saved.
      postalCode: "12",
      schoolName: "Not saved by Contact",
      attestationDeadline: "",
    });
    expect(answer).toMatchObject({ status: 200, reply: { ok: true, intent: "save" } });
    const after = await current();
    expect(after).toMatchObject({
      phonePrimary: "+91 98120 55555",
      postalCode: before.postalCode,
      schoolName: before.schoolName,
    });
    const entry = (await auditFor("1", "settings.update")).at(-1);
    expect(Object.keys((entry!.details as { after: object }).after)).toEqual(["phonePrimary"]);
    // The group's own fields are checked.
    const refused = await save({ group: "contact", phonePrimary: "12345" });
    expect(refused).toMatchObject({ status: 400, reply: { ok: false, intent: "save" } });
    expect((await current()).phonePrimary).toBe("+91 98120 55555");
    await save({ group: "contact", phonePrimary: before.phonePrimary });
  });

  it("refuses the second of two admins' saves with 409 where it would undo the first, and keeps both otherwise", async () => {
    // Both open the page: the same settings, saved at the same time.
    const opened = await outcome(() => loader(staffArgs(PATH, cookies[ADMIN]) as never));
    const { settings, savedFrom } = opened.value as { settings: SchoolSettings; savedFrom: string };
    const { applicationFormKey: _key, ...stored } = settings;
    const asOpened = asSent(stored);
    const send = (changes: Record<string, string>) =>
      outcome<AdminReply>(() =>
        action(
          staffArgs(PATH, cookies[ADMIN], {
            method: "POST",
            body: formBody({ intent: "save", savedFrom, ...asOpened, ...changes }),
          }) as never,
        ),
      );
    // The first saves a new phone number.
    expect(await send({ phonePrimary: "+91 1667 220011" })).toMatchObject({ status: 200 });
    // The second saves the whole form as opened, with a new e-mail: it would put the old phone back.
    const second = await send({ email: "office@school.example" });
    expect(second).toMatchObject({
      status: 409,
      reply: { ok: false, toast: { description: SETTINGS_MESSAGES.changedSince } },
    });
    expect(second.reply?.result?.error?.phonePrimary).toEqual([SETTINGS_MESSAGES.changedSince]);
    expect(await current()).toMatchObject({ phonePrimary: "+91 1667 220011", email: asOpened.email });
    // Its own field alone, the other's as it now is: both kept.
    expect(await send({ phonePrimary: "+91 1667 220011", email: "office@school.example" })).toMatchObject({
      status: 200,
    });
    expect(await current()).toMatchObject({ phonePrimary: "+91 1667 220011", email: "office@school.example" });
    // The same field both changed: refused too.
    expect(await send({ phonePrimary: "+91 1667 229999" })).toMatchObject({ status: 409 });
  });

  it("puts every field of the form in exactly one group", () => {
    const grouped = Object.values(SETTINGS_GROUPS).flatMap((group) => [...group.fields]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.sort()).toEqual(Object.keys(settingsSchema.shape).sort());
  });

  it("saves how parents pay the fees, audited, and no public page carries it (docs/specification.md §34)", async () => {
    const result = await save({
      upiId: " school.fees@sbi ",
      upiPayeeName: "FPS Fees",
      bankAccountName: "Fatehabad Public School Society",
      bankAccountNumber: "1234 5678 901",
      bankIfsc: "sbin0001234",
      paymentRetentionYears: "10",
      autoConfirmPayments: "on",
    });
    expect(result).toMatchObject({ status: 200, reply: { ok: true } });
    expect(await current()).toMatchObject({
      upiId: "school.fees@sbi",
      upiPayeeName: "FPS Fees",
      bankAccountNumber: "12345678901",
      bankIfsc: "SBIN0001234",
      paymentRetentionYears: 10,
      autoConfirmPayments: true,
    });
    const [entry] = (await auditFor("1", "settings.update")).slice(-1);
    expect(entry!.details).toMatchObject({
      before: { upiId: "", autoConfirmPayments: false, paymentRetentionYears: 8 },
      after: { upiId: "school.fees@sbi", autoConfirmPayments: true, paymentRetentionYears: 10 },
    });
    const shown = await publicSettings();
    for (const field of ["upiId", "upiPayeeName", "bankAccountName", "bankAccountNumber", "bankIfsc"]) {
      expect(shown).not.toHaveProperty(field);
    }
    expect(await checklistFields()).not.toContain("upiId");
    // An unticked box turns it off again.
    await save({ autoConfirmPayments: "" });
    expect((await current()).autoConfirmPayments).toBe(false);
  });
});
