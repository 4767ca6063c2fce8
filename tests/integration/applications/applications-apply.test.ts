// Applying online (docs/specification.md §22): the steps as a parent sends them, with real requests against a real
// database: the window, the draft and its private link, a crafted post that skips a step, the documents judged by
// their bytes, the submission with its number, duplicate and mails, two submissions at once, and a paper form.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";

import { getSchoolSettings } from "~/features/settings/settings.server";
import { storage } from "~/lib/files/storage.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { clientAddressContext } from "~/lib/server/request-context";
import { action as paperNewAction, loader as paperNewLoader } from "~/routes/admin/applications/application-new";
import { action as paperDraftAction, loader as paperDraftLoader } from "~/routes/admin/applications/application-paper";
import { loader as uploads } from "~/routes/resources/uploads";
import { action as newAction, loader as newLoader } from "~/routes/site/applications/apply";
import { action as draftActionRoute, loader as draftLoader } from "~/routes/site/applications/apply-draft";

import * as schema from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";
import { auditFor, formBody, staffArgs, useStaff } from "../../support/admin";
import { CHILD_STEP as child, PARENTS_STEP as parents } from "../../support/application-steps";
import { emptyTables, REQUEST_TABLES, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("school-applications-");

const today = schoolDate(new Date(), "Asia/Kolkata");

/** What a loader or action answered: its status, where it sends the browser, and its data. */
interface Answer {
  status: number;
  location: string | null;
  data: unknown;
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), data: null };
  }
  const wrapped = result as { data?: unknown; init?: ResponseInit | null; type?: string };
  if (wrapped && typeof wrapped === "object" && wrapped.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data };
  }
  return { status: 200, location: null, data: result };
}

let address = "198.51.100.1";

/** Route arguments as a parent's browser sends them, from `address`. */
function parentArgs(url: string, init?: RequestInit & { params?: Record<string, string> }) {
  const args = routeArgs(url, init);
  args.context.set(clientAddressContext, address);
  return args;
}

const tokenOf = (location: string) => /\/admissions\/apply\/([\w-]{43})/.exec(location)![1]!;
const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Posts `fields` to the first step (/admissions/apply, or /hi/…). */
const start = (fields: Record<string, string>, path = "/admissions/apply") =>
  answerOf(() => newAction(parentArgs(path, { method: "POST", body: formBody(fields) }) as never));

/** Posts `body` to the draft `token` at `step` (and `?kind=` for a document). */
function post(token: string, query: string, body: FormData, prefix = "") {
  const path = `${prefix}/admissions/apply/${token}?${query}`;
  return answerOf(() => draftActionRoute(parentArgs(path, { method: "POST", body, params: { token } }) as never));
}

const open = (token: string, query = "", prefix = "") =>
  answerOf(() =>
    draftLoader(parentArgs(`${prefix}/admissions/apply/${token}${query}`, { params: { token } }) as never),
  );

/** A draft saved up to the parents' step; its token. */
async function draftWithParents(childFields = child) {
  const started = await start(childFields);
  expect(started.status).toBe(303);
  const token = tokenOf(started.location!);
  expect((await post(token, "step=parents", formBody(parents))).status).toBe(303);
  return token;
}

const submit = (token: string) => post(token, "step=review", formBody({ consent: "on" }));

/** A photo as a phone takes one, with camera metadata. */
const photo = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: "PhoneMaker", Model: "Cheap Phone 1" } } })
    .toBuffer();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");
// A HEIC photo (HEVC, as phones take them), 640×480, made with libheif's heif-enc.
const HEIC = Buffer.from(
  "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUBtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFkAAEAAAAAAAAA+QAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAwGlwcnAAAACiaXBjbwAAAHZodmNDAQNwAAAAAAAAAAAAWvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAWroCQCEAAQApQgEBA3AAAAMAkAAAAwAAAwBaoAUCAeFlupJKa5sCAAADAAIAAAMAAhAiAAEAB0QBwXKwYkAAAAAUaXNwZQAAAAAAAAKAAAAB4AAAABBwaXhpAAAAAAMICAgAAAAWaXBtYQAAAAAAAAABAAEDgQKDAAABAW1kYXQAAAD1KAGvExBsH3HG2mrlM8Cf//BSo//dazw/B3itUPRV3dJu78cjwbioAADzAAGKAAwgAAADAAADAAADAGDAouR4NxUAACEAADFAAYQAAAMAAAMAAAMAAAMAAAMALKCTAAC2AARYAAADAAADAAADAAADAAADAAADAAAEtIcAAAMAAAMAAAMAAAMAAAMAAAMAAAMAAAMAAAf4AAADAAADAAADAAADAAADAAADAAADAAADAAAtYAAAAwAAAwAAAwAAAwAAAwAAAwAAAwAAAwAKuAAAAwAAAwAAAwAAAwAAAwAAAwAAAwAAAwB7wAAAAwAAAwAAAwAABeQ=",
  "base64",
);

const upload = (token: string, kind: string, bytes: Buffer, name: string, type: string) =>
  post(token, `step=documents&kind=${kind}`, formBody({ file: new File([new Uint8Array(bytes)], name, { type }) }));

const SPEC = {
  notOpen: "Online applications are not open.",
  neither: "Please choose a photo (JPEG, PNG, WebP or HEIC) or a PDF: this file is neither.",
  tooLarge: "The file must be 5 MB or smaller.",
};

describe.each(testDatabaseKinds)("applying online on %s", (kind) => {
  const database = useTestDatabase(kind);
  const staff = useStaff(database, {
    "office@school.example": { role: "user", sections: ["applications"] },
    "gallery@school.example": { role: "user", sections: ["gallery"] },
  });
  let session = "";

  /** The session's setup: open from `opensOn` to `closesOn`, Nursery, Class I (6 to 6 years 11 months) and Class IX. */
  async function setUp(opensOn = addDays(today, -10), closesOn = addDays(today, 30), fee: number | null = 500) {
    await database.db.delete(schema.admissionSessions);
    await database.db.insert(schema.admissionSessions).values({ session, opensOn, closesOn, registrationFee: fee });
    const cutOff = `${session.slice(0, 4)}-03-31`;
    await database.db.insert(schema.admissionClasses).values([
      { session, className: "Nursery", seats: 40, minAgeMonths: 36, maxAgeMonths: 47, ageCutOff: cutOff },
      { session, className: "Class I", seats: 40, minAgeMonths: 72, maxAgeMonths: 83, ageCutOff: cutOff },
      { session, className: "Class IX", seats: 40, minAgeMonths: null, maxAgeMonths: null, ageCutOff: cutOff },
    ]);
  }

  beforeEach(async () => {
    // The admissions office's address: the office's notice goes there.
    await database.db.update(schema.siteSettings).set({ notifyEnquiriesEmail: "admissions@school.example" });
    session = (await getSchoolSettings()).admissionsSession;
    address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    await emptyTables(
      schema.applicationDocuments,
      schema.applicationDrafts,
      schema.applications,
      schema.applicationNumbers,
      ...REQUEST_TABLES,
      schema.rateLimitHits,
    );
    await setUp();
  });

  describe("the window", () => {
    it("says applications are not open until the session is set up, and when they open and closed", async () => {
      await database.db.delete(schema.admissionSessions);
      expect((await answerOf(() => newLoader(parentArgs("/admissions/apply") as never))).data).toEqual({
        page: "notice",
        notice: SPEC.notOpen,
      });
      await setUp("2099-12-01", "2100-03-31");
      expect((await answerOf(() => newLoader(parentArgs("/admissions/apply") as never))).data).toEqual({
        page: "notice",
        notice: `Online applications for ${session} open on 1 December 2099.`,
      });
      await setUp("2020-12-01", "2021-03-31");
      expect((await answerOf(() => newLoader(parentArgs("/hi/admissions/apply") as never))).data).toEqual({
        page: "notice",
        notice: `${session} सत्र के लिए ऑनलाइन आवेदन 31 मार्च 2021 को बंद हो गए।`,
      });
      // And nothing can be started then.
      expect((await start(child)).status).toBe(409);
      expect(await database.db.select().from(schema.applicationDrafts)).toEqual([]);
    });

    it("refuses a submission after the closing day with the spec's words, keeping the draft", async () => {
      const token = await draftWithParents();
      await database.db
        .update(schema.admissionSessions)
        .set({ closesOn: addDays(today, -1) })
        .where(eq(schema.admissionSessions.session, session));
      const refused = await submit(token);
      expect(refused.status).toBe(409);
      const closedOn = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(
        new Date(`${addDays(today, -1)}T12:00:00Z`),
      );
      expect(refused.data).toEqual({ notice: `Online applications for ${session} closed on ${closedOn}.` });
      expect(await database.db.select().from(schema.applications)).toEqual([]);
      expect(await database.db.select().from(schema.applicationDrafts)).toHaveLength(1);
    });
  });

  describe("drafts", () => {
    it("keeps what was typed through an error, and stores nothing", async () => {
      const refused = await start({ ...child, date_of_birth: addDays(today, 3), class_sought: "Class II" });
      expect(refused.status).toBe(400);
      const { result } = refused.data as { result: { error: Record<string, string[]>; initialValue: object } };
      expect(result.error).toEqual({
        date_of_birth: ["Date of birth must be in the past"],
        class_sought: ["Please choose a class from the list"],
      });
      expect(result.initialValue).toMatchObject({ child_name: "Asha Rani", gender: "Girl" });
      expect(await database.db.select().from(schema.applicationDrafts)).toEqual([]);
    });

    it("are made by saving the child's step, under a link of 256 random bits of which only the SHA-256 is kept", async () => {
      const started = await start({ ...child, child_name: "  Asha Rani " });
      expect(started.status).toBe(303);
      expect(started.location).toMatch(/^\/admissions\/apply\/[\w-]{43}\?step=parents$/);
      const token = tokenOf(started.location!);
      const [draft] = await database.db.select().from(schema.applicationDrafts);
      expect(draft).toMatchObject({ tokenHash: hashOf(token), language: "en", enteredBy: null });
      expect(draft!.steps).toEqual({
        child: { child_name: "Asha Rani", date_of_birth: "2019-06-15", gender: "Girl", class_sought: "Class I" },
      });
      expect(JSON.stringify(draft)).not.toContain(token);
      // Opened by its link: at the step it asks for, with the link to keep.
      const page = (await open(token, "?step=parents")).data as { page: string; view: { resumeLink: string } };
      expect(page.page).toBe("step");
      expect(page.view.resumeLink).toBe(`http://localhost/admissions/apply/${token}`);
      // A link that opens nothing is a 404.
      expect((await open("A".repeat(43), "?step=child")).status).toBe(404);
    });

    it("warn, never refuse, when the child is outside the class's age rule: on the steps after saving it", async () => {
      const firstYear = Number(session.slice(0, 4));
      const started = await start({ ...child, date_of_birth: `${firstYear - 3}-01-15` });
      expect(started.status).toBe(303);
      const token = tokenOf(started.location!);
      const warning = `By 31 March ${firstYear} your child will be 3 years 2 months old. Class I usually takes children from 6 years to 6 years 11 months. You can still apply: the school will look at it.`;
      for (const step of ["parents", "child"]) {
        const page = (await open(token, `?step=${step}`)).data as { view: { ageWarning: string | null } };
        expect(page.view.ageWarning).toBe(warning);
      }
      // Inside the rule, nothing is said.
      await post(token, "step=child", formBody({ ...child, date_of_birth: `${firstYear - 6}-01-15` }));
      const page = (await open(token, "?step=parents")).data as { view: { ageWarning: string | null } };
      expect(page.view.ageWarning).toBeNull();
    });

    it("are kept in the language of the page, and answer in it", async () => {
      const started = await start(child, "/hi/admissions/apply");
      expect(started.location).toMatch(/^\/hi\/admissions\/apply\/[\w-]{43}\?step=parents$/);
      const [draft] = await database.db.select().from(schema.applicationDrafts);
      expect(draft!.language).toBe("hi");
      const token = tokenOf(started.location!);
      const refused = await post(token, "step=parents", formBody({ ...parents, parent_name: "" }), "/hi");
      expect((refused.data as { result: { error: object } }).result.error).toEqual({ parent_name: ["कृपया नाम लिखें"] });
    });

    it("never open or save a step before the steps it needs: a crafted post goes back, with nothing kept", async () => {
      const started = await start(child);
      const token = tokenOf(started.location!);
      expect(await open(token, "?step=review")).toMatchObject({
        status: 302,
        location: `/admissions/apply/${token}?step=parents`,
      });
      const crafted = await post(
        token,
        "step=siblings",
        formBody({ "siblings[0].name": "Aman", "siblings[0].class_name": "Class IV" }),
      );
      expect(crafted).toMatchObject({ status: 303, location: `/admissions/apply/${token}?step=parents` });
      const craftedSubmit = await submit(token);
      expect(craftedSubmit).toMatchObject({ status: 303, location: `/admissions/apply/${token}?step=parents` });
      const [draft] = await database.db.select().from(schema.applicationDrafts);
      expect(Object.keys(draft!.steps)).toEqual(["child"]);
      expect(await database.db.select().from(schema.applications)).toEqual([]);
      // Without a step, the link opens the first step not yet saved.
      expect((await open(token)).location).toBe(`/admissions/apply/${token}?step=parents`);
    });

    it("renew on each save, and mail the link once to the family's e-mail", async () => {
      const started = await start(child);
      const token = tokenOf(started.location!);
      const [before] = await database.db.select().from(schema.applicationDrafts);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await post(token, "step=parents", formBody(parents))).location).toBe(
        `/admissions/apply/${token}?step=previous-school`,
      );
      expect((await post(token, "step=parents", formBody({ ...parents, parent_occupation: "Teacher" }))).status).toBe(
        303,
      );
      const [after] = await database.db.select().from(schema.applicationDrafts);
      expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
      expect(after!.linkMailedTo).toBe("ravi.kumar@example.com");
      const mails = await database.db.select().from(schema.mailOutbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ purpose: "application.draft_link", to: ["ravi.kumar@example.com"] });
      expect(mails[0]!.subject).toBe("Your application is saved");
      expect(mails[0]!.text).toContain(`http://localhost/admissions/apply/${token}`);
      expect(mails[0]!.text).toContain("Dear Ravi Kumar,");
    });
  });

  describe("documents", () => {
    it("keeps a photo re-encoded as WebP at most 2000 px wide without its camera's metadata, and a PDF as it came, privately", async () => {
      const token = await draftWithParents();
      expect(await upload(token, "photograph", await photo(), "IMG_0001.jpg", "image/jpeg")).toMatchObject({
        status: 303,
        location: `/admissions/apply/${token}?step=documents`,
      });
      expect((await upload(token, "birth_certificate", PDF, "birth.pdf", "application/pdf")).status).toBe(303);
      expect((await upload(token, "report_card", HEIC, "IMG_0002.HEIC", "image/heic")).status).toBe(303);
      const rows = await database.db.select().from(schema.applicationDocuments);
      expect(rows.map((row) => [row.kind, row.contentType]).sort()).toEqual([
        ["birth_certificate", "application/pdf"],
        ["photograph", "image/webp"],
        ["report_card", "image/webp"],
      ]);
      for (const row of rows) {
        expect(row.storageKey).toMatch(/^applications\/[0-9a-f-]{36}\/[a-z-]+\.(webp|pdf)$/);
        // Never served from /uploads.
        const served = await uploads({
          ...routeArgs(`/uploads/${row.storageKey}`),
          params: { "*": row.storageKey },
        } as never);
        expect(served.status).toBe(404);
      }
      const stored = await storage().get(rows.find((row) => row.kind === "photograph")!.storageKey);
      const metadata = await sharp(stored!.body).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: 2000, height: 1333 });
      expect(metadata.exif).toBeUndefined();
      const pdf = await storage().get(rows.find((row) => row.kind === "birth_certificate")!.storageKey);
      expect(pdf!.body.equals(PDF)).toBe(true);
    });

    it.each([
      [
        "a web page named .jpg",
        Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
        "photo.jpg",
        "image/jpeg",
      ],
      [
        "a 'PDF' with an HTML head",
        Buffer.from("%PDF-1.4\n<html><head><script>alert(1)</script></head></html>"),
        "x.pdf",
        "application/pdf",
      ],
      ["a GIF", Buffer.from("R0lGODlhAQABAAAAACw=", "base64"), "a.gif", "image/gif"],
    ])("refuses %s by its content, storing nothing", async (_, bytes, name, type) => {
      const token = await draftWithParents();
      const refused = await upload(token, "photograph", bytes, name, type);
      expect(refused.status).toBe(415);
      expect(refused.data).toEqual({ step: "documents", document: { kind: "photograph", message: SPEC.neither } });
      expect(await database.db.select().from(schema.applicationDocuments)).toEqual([]);
    });

    it("refuses a small file that holds more pixels than a camera takes, before reading them", async () => {
      const token = await draftWithParents();
      // A PNG's header saying 20,000 × 20,000: a few bytes that would take gigabytes to read.
      const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(zlib.crc32(body));
        return Buffer.concat([length, body, crc]);
      };
      const header = Buffer.alloc(13);
      header.writeUInt32BE(20_000, 0);
      header.writeUInt32BE(20_000, 4);
      header.set([8, 2, 0, 0, 0], 8);
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk("IHDR", header),
        chunk("IDAT", zlib.deflateSync(Buffer.alloc(1000))),
        chunk("IEND", Buffer.alloc(0)),
      ]);
      const refused = await upload(token, "photograph", png, "huge.png", "image/png");
      expect(refused.status).toBe(413);
      expect(refused.data).toEqual({
        step: "documents",
        document: {
          kind: "photograph",
          message: "This photo is too large to read. Please take it again at a lower resolution, or send a PDF.",
        },
      });
    });

    it("refuses a file of more than 5 MB beside its document, and replaces and removes one kept", async () => {
      const token = await draftWithParents();
      const large = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      const refused = await upload(token, "transfer_certificate", large, "tc.pdf", "application/pdf");
      expect(refused).toMatchObject({
        status: 413,
        data: { document: { kind: "transfer_certificate", message: SPEC.tooLarge } },
      });
      expect((await upload(token, "photograph", await photo(), "a.jpg", "image/jpeg")).status).toBe(303);
      const [first] = await database.db.select().from(schema.applicationDocuments);
      expect((await upload(token, "photograph", PDF, "a.pdf", "application/pdf")).status).toBe(303);
      const [second] = await database.db.select().from(schema.applicationDocuments);
      expect(second!.contentType).toBe("application/pdf");
      expect(await storage().get(first!.storageKey)).toBeNull();
      expect((await post(token, "step=documents&kind=photograph", formBody({ intent: "remove" }))).status).toBe(303);
      expect(await database.db.select().from(schema.applicationDocuments)).toEqual([]);
      expect(await storage().get(second!.storageKey)).toBeNull();
    });
  });

  describe("submitting", () => {
    it("asks for the consent, then numbers the application, moves its documents, erases the draft and mails both", async () => {
      const token = await draftWithParents();
      await upload(token, "photograph", await photo(), "a.jpg", "image/jpeg");
      const unticked = await post(token, "step=review", formBody({}));
      expect(unticked.status).toBe(400);
      expect((unticked.data as { result: { error: object } }).result.error).toEqual({
        consent: ["Please tick the box to consent"],
      });
      const submitted = await submit(token);
      expect(submitted).toMatchObject({ status: 303, location: `/admissions/apply/${token}` });
      const [application] = await database.db.select().from(schema.applications);
      expect(application).toMatchObject({
        number: `${session}/I/0001`,
        tokenHash: hashOf(token),
        session,
        classSought: "Class I",
        childName: "Asha Rani",
        parentMobile: "9812345678",
        language: "en",
        status: "submitted",
        enteredBy: null,
        consentOnPaper: false,
        duplicateOf: null,
      });
      expect(application!.consentedAt).not.toBeNull();
      expect(application!.consentNoticeVersion).toBe(1);
      expect(await database.db.select().from(schema.applicationDrafts)).toEqual([]);
      const [document] = await database.db.select().from(schema.applicationDocuments);
      expect(document).toMatchObject({ draftId: null, applicationId: application!.id });
      const mails = await database.db
        .select()
        .from(schema.mailOutbox)
        .where(like(schema.mailOutbox.purpose, "%.application"));
      expect(mails.map((mail) => mail.purpose).sort()).toEqual(["confirmation.application", "office.application"]);
      const confirmation = mails.find((mail) => mail.purpose === "confirmation.application")!;
      expect(confirmation.to).toEqual(["ravi.kumar@example.com"]);
      expect(confirmation.text).toContain(`${session}/I/0001`);
      expect(confirmation.text).toContain(`http://localhost/admissions/status/${token}`);
      // The draft's address now shows the confirmation; posting to it changes nothing.
      const page = (await open(token, "?step=child")).data as { page: string; confirmation: object };
      expect(page).toEqual({
        page: "submitted",
        confirmation: {
          number: `${session}/I/0001`,
          session,
          childName: "Asha Rani",
          classSought: "Class I",
          email: "ravi.kumar@example.com",
          earlierNumber: null,
          fee: 500,
          statusLink: `http://localhost/admissions/status/${token}`,
        },
      });
      expect(await submit(token)).toMatchObject({ status: 303, location: `/admissions/apply/${token}` });
      expect(await database.db.select().from(schema.applications)).toHaveLength(1);
    });

    it("gives a Hindi application its status link under /hi, in a Hindi confirmation", async () => {
      const started = await start(child, "/hi/admissions/apply");
      const token = tokenOf(started.location!);
      await post(token, "step=parents", formBody(parents), "/hi");
      expect((await post(token, "step=review", formBody({ consent: "on" }), "/hi")).location).toBe(
        `/hi/admissions/apply/${token}`,
      );
      const [confirmation] = await database.db
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.purpose, "confirmation.application"));
      expect(confirmation!.text).toContain(`http://localhost/hi/admissions/status/${token}`);
      expect(confirmation!.subject).toContain("आवेदन");
    });

    it("takes a repeat for the same child and class, linked to the earlier one, and says so", async () => {
      const first = await draftWithParents();
      await submit(first);
      address = "198.51.100.252";
      const second = await draftWithParents({ ...child, child_name: "ASHA RANI" });
      await submit(second);
      const rows = await database.db.select().from(schema.applications).orderBy(schema.applications.number);
      expect(rows.map((row) => row.number)).toEqual([`${session}/I/0001`, `${session}/I/0002`]);
      expect(rows[1]!.duplicateOf).toBe(rows[0]!.id);
      const page = (await open(second)).data as { confirmation: { earlierNumber: string } };
      expect(page.confirmation.earlierNumber).toBe(`${session}/I/0001`);
      // Another class is another application.
      const third = await draftWithParents({ ...child, class_sought: "Nursery", date_of_birth: "2023-01-10" });
      await submit(third);
      const nursery = await database.db
        .select()
        .from(schema.applications)
        .where(eq(schema.applications.classSought, "Nursery"));
      expect(nursery[0]).toMatchObject({ number: `${session}/N/0001`, duplicateOf: null });
    });

    it("never gives two submissions at once the same number", async () => {
      const tokens: string[] = [];
      for (let index = 0; index < 4; index++) {
        address = `198.51.100.${index + 10}`;
        tokens.push(await draftWithParents({ ...child, child_name: `Child ${index}` }));
      }
      const answers = await Promise.all(tokens.map((token) => submit(token)));
      expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303]);
      const numbers = (await database.db.select().from(schema.applications)).map((row) => row.number).sort();
      expect(numbers).toEqual([1, 2, 3, 4].map((number) => `${session}/I/000${number}`));
    });

    it("sends the parent back to a step that no longer passes: a class closed since", async () => {
      const token = await draftWithParents();
      await database.db
        .delete(schema.admissionClasses)
        .where(and(eq(schema.admissionClasses.session, session), eq(schema.admissionClasses.className, "Class I")));
      expect(await submit(token)).toMatchObject({ status: 303, location: `/admissions/apply/${token}?step=child` });
      const page = (await open(token, "?step=child")).data as { view: { recheck: { error: object } } };
      expect(page.view.recheck.error).toEqual({ class_sought: ["Please choose a class from the list"] });
      expect(await database.db.select().from(schema.applications)).toEqual([]);
    });

    it("answers a bot's honeypot as if accepted, and keeps nothing", async () => {
      expect((await start({ ...child, [HONEYPOT_FIELD]: "http://spam.example" })).status).toBe(303);
      expect(await database.db.select().from(schema.applicationDrafts)).toEqual([]);
    });
  });

  describe("a paper form entered by staff", () => {
    const officeArgs = (path: string, init: RequestInit & { params?: Record<string, string> } = {}) =>
      staffArgs(path, staff.cookies["office@school.example"], init);

    it("goes through the same steps, is audited, marked as entered by staff with its consent on paper, numbered and mailed", async () => {
      expect((await answerOf(() => paperNewLoader(officeArgs("/admin/applications/new") as never))).data).toMatchObject(
        {
          page: "step",
          view: { mode: "paper", step: "child", resumeLink: null },
        },
      );
      const started = await answerOf(() =>
        paperNewAction(officeArgs("/admin/applications/new", { method: "POST", body: formBody(child) }) as never),
      );
      expect(started.location).toMatch(/^\/admin\/applications\/new\/[0-9a-f-]{36}\?step=parents$/);
      const draftId = /new\/([0-9a-f-]{36})/.exec(started.location!)![1]!;
      const onDraft = (step: string, fields: Record<string, string>) =>
        answerOf(() =>
          paperDraftAction(
            officeArgs(`/admin/applications/new/${draftId}?step=${step}`, {
              method: "POST",
              body: formBody(fields),
              params: { id: draftId },
            }) as never,
          ),
        );
      expect((await onDraft("parents", parents)).location).toBe(
        `/admin/applications/new/${draftId}?step=previous-school`,
      );
      // The parent's consent box is not the office's: the paper form carries it.
      expect((await onDraft("review", { consent: "on" })).status).toBe(400);
      const submitted = await onDraft("review", { consent_on_paper: "on" });
      expect(submitted.status).toBe(302);
      const [application] = await database.db.select().from(schema.applications);
      expect(submitted.location).toBe(`/admin/applications/${application!.id}`);
      expect(application).toMatchObject({
        number: `${session}/I/0001`,
        enteredBy: staff.ids["office@school.example"],
        consentOnPaper: true,
      });
      expect(application!.consentedAt).not.toBeNull();
      expect(await auditFor(application!.id, "application.enter_paper_form")).toHaveLength(1);
      expect(await auditFor(draftId, "application.paper_form_start")).toHaveLength(1);
      expect(await auditFor(draftId, "application.paper_form_save_parents")).toHaveLength(1);
      const mails = await database.db.select().from(schema.mailOutbox);
      expect(mails.map((mail) => mail.purpose).sort()).toEqual(["confirmation.application", "office.application"]);
      expect(mails.find((mail) => mail.purpose === "office.application")!.text).toContain(
        "A paper application has been entered in the back office.",
      );
      // No resume link is mailed for a paper form.
      expect(mails.some((mail) => mail.purpose === "application.draft_link")).toBe(false);
    });

    it("is for staff with the section alone; a parent's draft is never opened by its id", async () => {
      const denied = await answerOf(() =>
        paperNewLoader(staffArgs("/admin/applications/new", staff.cookies["gallery@school.example"]) as never),
      );
      expect(denied.status).toBe(302);
      expect(denied.location).toBe("/admin/dashboard");
      const signedOut = await answerOf(() => paperNewLoader(staffArgs("/admin/applications/new", null) as never));
      expect(signedOut.location).toBe("/admin");
      const token = await draftWithParents();
      const [draft] = await database.db
        .select()
        .from(schema.applicationDrafts)
        .where(eq(schema.applicationDrafts.tokenHash, hashOf(token)));
      const opened = await answerOf(() =>
        paperDraftLoader(
          officeArgs(`/admin/applications/new/${draft!.id}?step=review`, { params: { id: draft!.id } }) as never,
        ),
      );
      expect(opened.status).toBe(404);
    });
  });
});
