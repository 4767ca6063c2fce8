// Data the browser tests need beyond the seed, written by tests/e2e/support/serve.ts
// into the fresh database before the server opens it (run with tsx).
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";

import { textDoc } from "~/features/school-pages/page-text";
import { databaseConfigFromEnv, openDatabase } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

import * as schema from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";
import {
  DISCLOSURE_FIXTURES,
  E2E_OFFICE_INBOX,
  FIXTURE_PHONE,
  FIXTURE_SETS,
  fixtureName,
  FUZZ_FIXTURES,
  HINDI_MESSAGE_FIXTURE,
  PAGE_FIXTURE,
  STATUS_FIXTURE,
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
      message: "Is there a school bus from Bhuna? Please call after 5 pm.",
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
  // An application at its interaction, with a mail the school sent about it: the status page's test looks it up.
  const [application] = await database.db
    .insert(schema.applications)
    .values({
      number: STATUS_FIXTURE.number,
      tokenHash: crypto.randomBytes(32).toString("hex"),
      session: STATUS_FIXTURE.session,
      classSought: STATUS_FIXTURE.classSought,
      childName: STATUS_FIXTURE.childName,
      dateOfBirth: STATUS_FIXTURE.dateOfBirth,
      gender: "Girl",
      parentName: "Status Fixture Parent",
      parentRelationship: "Mother",
      parentMobile: "98765 09999",
      address: "1 Fixture Lane, Fatehabad",
      previousSchool: "Fixture Public School",
      status: "interaction",
      interactionAt: new Date(STATUS_FIXTURE.interactionAt),
      documentsVerified: ["birth_certificate", "photograph"],
    })
    .returning();
  await database.db.insert(schema.mailOutbox).values({
    purpose: "stage.interaction",
    to: ["status-fixture@e2e.school.test"],
    subject: STATUS_FIXTURE.mailSubject,
    text: "Please come to the school with your child for the interaction.",
    messageId: "<status-fixture@e2e.school.test>",
    recordType: "application",
    recordId: application!.id,
    status: "sent",
    sentAt: new Date(),
  });
  await database.db.insert(schema.schoolPages).values({
    title: PAGE_FIXTURE.title,
    address: PAGE_FIXTURE.address,
    place: "none",
    blocks: [
      { id: "intro", type: "text", en: textDoc("Four houses, named after four rivers."), hi: null },
      {
        id: "houses",
        type: "table",
        en: { caption: "Houses", head: ["House", "Colour"], rows: [["Ganga", "Blue"]] },
        hi: null,
      },
      { id: "news", type: "notices", category: "event", count: 5 },
      { id: "ask", type: "action", target: "enquire", to: null, en: { label: "Ask about the clubs" }, hi: null },
    ],
  });
  const fuzz = FUZZ_FIXTURES;
  const aMonthAgo = new Date(Date.now() - 30 * 86_400_000);
  await database.db.insert(schema.visitRequests).values({
    id: fuzz.visitRequest,
    studentName: fuzz.name,
    classForAdmission: "Class II",
    contactNo: fuzz.phone,
    visitDate: addDays(today, 60),
    visitTime: "11:00 AM",
    status: "completed",
    createdAt: aMonthAgo,
  });
  await database.db.insert(schema.admissionEnquiries).values({
    id: fuzz.enquiry,
    enquirerName: fuzz.name,
    relationship: "Father",
    studentName: "Fuzz Child",
    classForAdmission: "Class II",
    contactNo: fuzz.phone,
    email: fuzz.email,
    status: "closed",
    createdAt: aMonthAgo,
  });
  await database.db.insert(schema.contactMessages).values({
    id: fuzz.contactMessage,
    name: fuzz.name,
    email: fuzz.email,
    phone: fuzz.phone,
    message: "A message the fuzz test posts odd forms about.",
    status: "closed",
    createdAt: aMonthAgo,
  });
  await database.db.insert(schema.dataRequests).values({
    id: fuzz.dataRequest,
    kind: "access",
    name: fuzz.name,
    phone: fuzz.phone,
    email: fuzz.email,
    status: "done",
    dueOn: addDays(today, 60),
    createdAt: aMonthAgo,
  });
  await database.db.insert(schema.applications).values({
    id: fuzz.application,
    number: "2024-25/II/0009",
    tokenHash: crypto.randomBytes(32).toString("hex"),
    session: "2024-25",
    classSought: "Class II",
    childName: fuzz.name,
    dateOfBirth: "2017-05-04",
    gender: "Boy",
    parentName: "Fuzz Parent",
    parentRelationship: "Father",
    parentMobile: fuzz.phone,
    email: fuzz.email,
    address: "2 Fixture Lane, Fatehabad",
    status: "documents_checked",
  });
  await database.db.insert(schema.announcements).values({
    id: fuzz.announcement,
    title: "Fuzz fixture notice",
    content: "A draft no page shows.",
    date: today,
    status: "draft",
    publishAt: null,
  });
  await database.db.insert(schema.schoolPages).values({
    id: fuzz.schoolPage,
    title: "Fuzz fixture page",
    address: "fuzz-fixture-page",
    place: "none",
  });
} finally {
  await database.close();
}
