// The family's other requests (docs/specification.md §22, decision 0059): an application's page lists the
// family's enquiries and visit requests, and each of their pages the family's applications, matched by a mobile
// number (its last 10 digits, however it was written: "+91 98765-43210" is 9876543210) or the e-mail address (in
// any letter case); and the application it repeats, or that repeat it, the same child and class in the session.
import { and, desc, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { sectionPath } from "~/features/admin/sections";
import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { recordPathOf, recordTitle, type RelatedGroup } from "~/features/requests/request-kind";
import { visitRequestKind } from "~/features/visits/visit-request-kind";
import { db } from "~/lib/database/db.server";
import { formatReceived } from "~/lib/page/received-time";
import { env } from "~/lib/server/env.server";

import { admissionEnquiries, applications, visitRequests } from "../../../db/schema";
import { longDate } from "../../../db/time";
import { stageName } from "./stages/stage-schema";

/** How many of each kind a page lists, newest first. */
const SHOWN = 20;

/** The last 10 digits of a phone number, or null when it has fewer (it cannot be a mobile number to match by). */
export function mobileKey(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, "") ?? "";
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** The last 10 digits of a phone column, in SQL. */
const keyOf = (column: AnyColumn) => sql`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;

/** Rows whose `phones` end in one of `mobiles`, or whose `email` is `email` in any case; undefined: nothing to match by. */
function sameFamily(
  columns: { phones: AnyColumn[]; email: AnyColumn },
  contact: { mobiles: (string | null)[]; email: string | null | undefined },
): SQL | undefined {
  const mobiles = [...new Set(contact.mobiles.filter((mobile): mobile is string => mobile !== null))];
  const email = contact.email?.trim().toLowerCase();
  return or(
    ...columns.phones.flatMap((column) => mobiles.map((mobile) => sql`${keyOf(column)} = ${mobile}`)),
    email ? sql`lower(${columns.email}) = ${email}` : undefined,
  );
}

const applicationPath = (id: string) => `${sectionPath("applications")}/${id}`;

/** The application page's links: the one it repeats, those repeating it, the family's enquiries and visit requests. */
export async function relatedToApplication(
  application: Pick<
    typeof applications.$inferSelect,
    "id" | "duplicateOf" | "parentMobile" | "secondParentMobile" | "email"
  >,
): Promise<RelatedGroup[]> {
  const timeZone = env().SCHOOL_TIMEZONE;
  const contact = {
    mobiles: [mobileKey(application.parentMobile), mobileKey(application.secondParentMobile)],
    email: application.email,
  };
  const enquiriesWhere = sameFamily(
    { phones: [admissionEnquiries.contactNo], email: admissionEnquiries.email },
    contact,
  );
  const visitsWhere = sameFamily({ phones: [visitRequests.contactNo], email: visitRequests.email }, contact);
  const [repeats, repeatedBy, enquiries, visits] = await Promise.all([
    application.duplicateOf
      ? db()
          .select({ id: applications.id, number: applications.number })
          .from(applications)
          .where(eq(applications.id, application.duplicateOf))
      : [],
    db()
      .select({ id: applications.id, number: applications.number })
      .from(applications)
      .where(eq(applications.duplicateOf, application.id))
      .orderBy(applications.createdAt),
    enquiriesWhere
      ? db()
          .select()
          .from(admissionEnquiries)
          .where(enquiriesWhere)
          .orderBy(desc(admissionEnquiries.createdAt))
          .limit(SHOWN)
      : [],
    visitsWhere
      ? db().select().from(visitRequests).where(visitsWhere).orderBy(desc(visitRequests.createdAt)).limit(SHOWN)
      : [],
  ]);
  return [
    {
      title: "The same child and class",
      links: [
        ...repeats.map((earlier) => ({ path: applicationPath(earlier.id), text: `Repeats ${earlier.number}` })),
        ...repeatedBy.map((later) => ({ path: applicationPath(later.id), text: `Repeated by ${later.number}` })),
      ],
    },
    {
      title: "The family's enquiries",
      empty: "No enquiry from these mobile numbers or this e-mail address.",
      links: enquiries.map((enquiry) => ({
        path: recordPathOf(enquiryKind, enquiry.id),
        text: recordTitle(enquiryKind, enquiry),
        detail: `${enquiry.studentName}, ${enquiry.classForAdmission} · received ${formatReceived(enquiry.createdAt, timeZone)}`,
      })),
    },
    {
      title: "The family's visit requests",
      empty: "No visit request from these mobile numbers or this e-mail address.",
      links: visits.map((visit) => ({
        path: recordPathOf(visitRequestKind, visit.id),
        text: recordTitle(visitRequestKind, visit),
        detail: `${visit.classForAdmission} · visit on ${longDate(visit.visitDate)} at ${visit.visitTime}`,
      })),
    },
  ];
}

/** An enquiry's or a visit request's link to each application of the family that sent it. */
export async function applicationsOfFamily(contact: {
  phone: string | null;
  email: string | null;
}): Promise<RelatedGroup[]> {
  const where = sameFamily(
    { phones: [applications.parentMobile, applications.secondParentMobile], email: applications.email },
    { mobiles: [mobileKey(contact.phone)], email: contact.email },
  );
  const rows = where
    ? await db()
        .select({
          id: applications.id,
          number: applications.number,
          childName: applications.childName,
          classSought: applications.classSought,
          status: applications.status,
        })
        .from(applications)
        .where(and(where))
        .orderBy(desc(applications.createdAt))
        .limit(SHOWN)
    : [];
  return [
    {
      title: "The family's applications",
      links: rows.map((row) => ({
        path: applicationPath(row.id),
        text: `Application ${row.number} of ${row.childName}`,
        detail: `${row.classSought} · ${stageName(row.status)}`,
      })),
    },
  ];
}
