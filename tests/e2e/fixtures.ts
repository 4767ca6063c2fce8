// Data the browser tests need beyond the seed, written by tests/e2e/serve.ts
// into the fresh database before the server opens it (run with tsx).
import { and, eq } from "drizzle-orm";

import { databaseConfigFromEnv, openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import * as schema from "../../db/schema";
import { addDays, schoolDate } from "../../db/time";
import {
  DISCLOSURE_FIXTURES,
  E2E_OFFICE_INBOX,
  FIXTURE_PHONE,
  FIXTURE_SETS,
  fixtureName,
  HINDI_MESSAGE_FIXTURE,
  VISIT_FIXTURES,
} from "./fixture-data";

const database = await openDatabase(databaseConfigFromEnv(env()));
try {
  await database.prepare();
  // The office's inbox for new requests (the test SMTP server keeps what it receives).
  await database.db.update(schema.siteSettings).set({
    notifyVisitRequestsEmail: E2E_OFFICE_INBOX,
    notifyEnquiriesEmail: E2E_OFFICE_INBOX,
    notifyContactEmail: E2E_OFFICE_INBOX,
  });
  for (const fixture of DISCLOSURE_FIXTURES) {
    const [section] = await database.db
      .select()
      .from(schema.disclosureSections)
      .where(eq(schema.disclosureSections.sectionLetter, fixture.sectionLetter));
    await database.db
      .update(schema.disclosureItems)
      .set({ detail: fixture.detail ?? null, documentUrl: fixture.documentUrl ?? null })
      .where(and(eq(schema.disclosureItems.sectionId, section!.id), eq(schema.disclosureItems.srNo, fixture.srNo)));
  }
  const today = schoolDate(new Date(), env().SCHOOL_TIMEZONE);
  await database.db.insert(schema.visitRequests).values(
    VISIT_FIXTURES.map(({ studentName, days }) => ({
      studentName,
      classForAdmission: "Class I",
      contactNo: "9876500000",
      visitDate: addDays(today, days),
      visitTime: "9:00 AM",
    })),
  );
  for (const set of FIXTURE_SETS) {
    await database.db.insert(schema.admissionEnquiries).values({
      enquirerName: fixtureName("Enquiry", set),
      relationship: "Mother",
      studentName: "Riya Rani",
      classForAdmission: "Class III",
      contactNo: FIXTURE_PHONE,
    });
    await database.db.insert(schema.visitRequests).values({
      studentName: fixtureName("Visit", set),
      classForAdmission: "Class III",
      contactNo: FIXTURE_PHONE,
      visitDate: addDays(today, 2),
      visitTime: "10:00 AM",
    });
    await database.db.insert(schema.contactMessages).values({
      name: fixtureName("Message", set),
      email: `message-${set}@e2e.school.test`,
      phone: FIXTURE_PHONE,
      message: "When does the new session start?",
    });
    await database.db.insert(schema.dataRequests).values({
      kind: "access",
      name: fixtureName("Data request", set),
      phone: FIXTURE_PHONE,
      dueOn: addDays(today, 90),
    });
  }
  await database.db.insert(schema.contactMessages).values({
    ...HINDI_MESSAGE_FIXTURE,
    phone: FIXTURE_PHONE,
    message: "नया सत्र कब से शुरू होगा?",
    language: "hi",
  });
} finally {
  await database.close();
}
