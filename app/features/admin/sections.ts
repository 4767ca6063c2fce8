// The back office sections: SPEC §3's eight permission sections, a ninth,
// Contact Messages (decision 0026), a tenth, Data Requests (decision 0033), and an
// eleventh, Applications (decision 0056), a twelfth, Alerts (decision 0065), and Pages (decision 0079), with
// what the dashboard shows for each. The database enum permission_section has
// the same keys.
export const SECTIONS = [
  {
    key: "content",
    label: "Manage Content",
    path: "/admin/content",
    description: "Edit the text of the public pages.",
  },
  {
    key: "announcements",
    label: "Announcements",
    path: "/admin/announcements",
    description: "Notices, circulars and news for the Notice Board and the home page.",
  },
  // Decision 0077: not a section of its own but the right to publish within Announcements; holding it opens them.
  {
    key: "publish_announcements",
    label: "Publish announcements",
    path: "/admin/announcements",
    description: "Publish announcements, at once or at a set time, and take them off the site.",
    within: "announcements",
  },
  {
    key: "pages",
    label: "Pages",
    path: "/admin/pages",
    description: "Pages of the school's own: transport, uniform and books, timings, careers.",
  },
  { key: "gallery", label: "Gallery", path: "/admin/gallery", description: "Add and remove photos of school life." },
  {
    key: "calendar",
    label: "Calendar",
    path: "/admin/calendar",
    description: "Holidays, meetings, events and activities.",
  },
  {
    key: "visit_requests",
    label: "Visit Requests",
    path: "/admin/visit-requests",
    description: "Campus visits parents have asked for.",
  },
  {
    key: "enquiries",
    label: "Admission Enquiries",
    path: "/admin/enquiries",
    description: "Admission enquiries from the website.",
  },
  {
    key: "contact_messages",
    label: "Contact Messages",
    path: "/admin/contact-messages",
    description: "Messages sent from the Contact page.",
  },
  {
    key: "data_requests",
    label: "Data Requests",
    path: "/admin/data-requests",
    description: "Parents asking to see, correct or erase their details.",
  },
  {
    key: "applications",
    label: "Applications",
    path: "/admin/applications",
    description: "Applications for admission, from the form to the seat.",
  },
  {
    key: "alerts",
    label: "Alerts",
    path: "/admin/alerts",
    description: "Closures and urgent news at the top of every public page.",
  },
  {
    key: "user_management",
    label: "User Management",
    path: "/admin/user-management",
    description: "Staff accounts, roles and permissions.",
  },
  {
    key: "mandatory_disclosures",
    label: "Mandatory Disclosures",
    path: "/admin/mandatory-disclosures",
    description: "The CBSE public disclosure tables and documents.",
  },
] as const;

export type SectionKey = (typeof SECTIONS)[number]["key"];

/** The sections with a page and a card of their own: every one but a right within another. */
export const SECTION_PAGES = SECTIONS.filter((section) => !("within" in section));

/** What `granted` opens: each granted key, and the section a granted right is within (decision 0077). */
export function sectionsOpenedBy(granted: readonly SectionKey[]): SectionKey[] {
  const within: SectionKey[] = SECTIONS.flatMap((section) =>
    "within" in section && granted.includes(section.key) ? [section.within] : [],
  );
  return SECTION_KEYS.filter((key) => granted.includes(key) || within.includes(key));
}
export const SECTION_KEYS = SECTIONS.map((section) => section.key) as [SectionKey, ...SectionKey[]];

/** The back office page of a section: the one place its path is written. */
export function sectionPath(key: SectionKey): string {
  return SECTIONS.find((section) => section.key === key)!.path;
}
