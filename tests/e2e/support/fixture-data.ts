// Disclosure details filled in for the browser tests (tests/e2e/support/fixtures.ts):
// one item with a document, one with text; every other detail stays empty.
export const DISCLOSURE_FIXTURES: {
  sectionLetter: string;
  srNo: number;
  detail?: string;
  documentUrl?: string;
}[] = [
  { sectionLetter: "A", srNo: 1, detail: "Fatehabad International School" },
  { sectionLetter: "B", srNo: 1, documentUrl: "https://documents.example/affiliation-letter.pdf" },
];

/** Where the browser tests' school wants new visit requests, enquiries and contact messages. */
export const E2E_OFFICE_INBOX = "office-inbox@e2e.school.test";

/** Visit requests on days around the run's own (days from today, in the school's zone): the list starts with today. */
export const VISIT_FIXTURES = [
  { studentName: "Visit fixture yesterday", days: -1 },
  { studentName: "Visit fixture today", days: 0 },
  { studentName: "Visit fixture tomorrow", days: 1 },
] as const;

/** The screen widths the back office is tried at: a small phone, and a desktop (decision 0050). */
export const OFFICE_WIDTHS = [360, 1280] as const;

/**
 * One request of each kind per width, for the tests of the lists' cards and the one-tap status: each test
 * changes its own, so the two widths' tests may run at once; and one more whose page only the tests of the
 * record page and the sweeps open. Named "<kind> fixture <width>", "<kind> fixture record".
 */
export const FIXTURE_SETS = [...OFFICE_WIDTHS, "record"] as const;
export const fixtureName = (
  kind: "Enquiry" | "Visit" | "Message" | "Data request",
  set: (typeof FIXTURE_SETS)[number],
) => `${kind} fixture ${set}`;
export const FIXTURE_PHONE = "98765 01234";
/** The enquiry whose page the tests of the record page open. */
export const RECORD_FIXTURE = fixtureName("Enquiry", "record");

/**
 * A message sent from the Hindi Contact page, with an e-mail address: what the office sends its parent starts in
 * Hindi (docs/specification.md §21). Only the test of the mail in the parent's language opens it.
 */
export const HINDI_MESSAGE_FIXTURE = {
  name: "Hindi fixture Sunita Devi",
  email: "hindi-fixture@e2e.school.test",
} as const;

/**
 * An application the status page's test looks up by its number and the child's date of birth (docs/specification.md
 * §22). Of a past session and past the first stage, so no figure of the current session, and no dashboard count of
 * applications waiting, moves for it.
 */
export const STATUS_FIXTURE = {
  number: "2025-26/IX/0007",
  /** As a parent may type it. */
  typed: "2025-26 / ix / 7",
  session: "2025-26",
  classSought: "Class IX",
  childName: "Kavita Status Fixture",
  dateOfBirth: "2011-08-20",
  /** Wednesday, 13 January 2027, 11:00 AM at the school. */
  interactionAt: "2027-01-13T05:30:00Z",
  mailSubject: "Your child's interaction: Wednesday, 13 January 2027",
} as const;

/**
 * A draft page of the school's own (docs/specification.md §32), linked from nowhere, for the back office sweep to
 * open its editor with a block of each kind that needs no file: it changes no public page.
 */
export const PAGE_FIXTURE = { title: "Houses and Clubs fixture", address: "houses-and-clubs-fixture" } as const;

/**
 * The browser fuzz's own rows (tests/e2e/whole-site/fuzz.spec.ts, decision 0084): the record pages it posts odd forms
 * to, by fixed ids. Answered, not waiting (no dashboard figure counts them), received a month ago and dated far ahead
 * or in a past session (low in every list), with a phone and e-mail of their own (erasing the person a data request
 * looks for reaches these alone). Only tests of refused posts open them.
 */
export const FUZZ_FIXTURES = {
  visitRequest: "f0220000-0000-4000-8000-000000000001",
  enquiry: "f0220000-0000-4000-8000-000000000002",
  contactMessage: "f0220000-0000-4000-8000-000000000003",
  dataRequest: "f0220000-0000-4000-8000-000000000004",
  application: "f0220000-0000-4000-8000-000000000005",
  announcement: "f0220000-0000-4000-8000-000000000006",
  schoolPage: "f0220000-0000-4000-8000-000000000007",
  name: "Fuzz fixture",
  phone: "98765 04040",
  email: "fuzz-fixture@e2e.school.test",
} as const;
