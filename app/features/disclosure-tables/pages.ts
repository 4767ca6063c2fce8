// Where the disclosure's tables are edited (docs/specification.md §28): pages of the Mandatory Disclosures section,
// under its address, so the permission that opens one opens them all.
const BASE = "/admin/mandatory-disclosures";

export const TABLE_PAGES = {
  staff: {
    path: `${BASE}/staff`,
    title: "Staff List",
    description: "The principal, the teachers, the special educator and the counsellor, as the disclosure lists them.",
  },
  results: {
    path: `${BASE}/results`,
    title: "Board Results",
    description: "Class X and XII results: the disclosure shows the last three years.",
  },
  committees: {
    path: `${BASE}/committees`,
    title: "SMC and PTA Members",
    description: "The members of the School Management Committee and the Parent Teacher Association.",
  },
  sections: {
    path: `${BASE}/sections`,
    title: "Sections and Seats",
    description: "Each class's sections and seats: with the staff list, what the ratios are worked out from.",
  },
  fees: {
    path: `${BASE}/fees`,
    title: "Fees",
    description: "Each session's heads of fee for each class, and its Form VI: the fee page shows them.",
  },
} as const;

export type TablePageKey = keyof typeof TABLE_PAGES;

/** The CSV templates a page offers: the header line of its import. */
export const TEMPLATE_FILES = ["staff", "results", "members", "fees"] as const;
export type TemplateFile = (typeof TEMPLATE_FILES)[number];
export const templatePath = (file: TemplateFile) => `${BASE}/templates/${file}.csv`;
