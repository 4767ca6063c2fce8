// The Pages section's forms (docs/specification.md §32), checked alike in the browser and on the server. The blocks
// come as the editor's JSON in one field, read on the server by readPageBlocks (../page-blocks.ts).
import { z } from "zod";

import { choice, optionalHindi, recordId, requiredText, text } from "~/lib/forms/form-fields";
import { wordedChoices } from "~/lib/forms/worded-choices";

import { PAGE_ADDRESS_LIMIT } from "../addresses";
import { STARTERS } from "../starters";

/** Where a page may be linked from, in the office's words. */
export const PAGE_PLACE = wordedChoices({
  about: "Under About in the menu",
  academics: "Under Academics in the menu",
  admissions: "Under Admissions in the menu",
  menu: "An item of the menu of its own",
  footer: "In the footer's Quick Links",
  none: "Not linked (reached by its address)",
});
export type PagePlaceChoice = (typeof PAGE_PLACE.values)[number];

export const PAGE_TITLE_LIMIT = 80;

export const PAGE_FORM_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be at most ${PAGE_TITLE_LIMIT} characters`,
  titleHiTooLong: `Title (Hindi) must be at most ${PAGE_TITLE_LIMIT} characters`,
  addressRequired: "Address is required",
  placeRequired: "Choose where the page is linked from",
  notFound: "This page no longer exists. Reload the page.",
  revisionRequired: "Choose a version to restore",
  endingRequired: "Choose what its address does once it is removed",
} as const;

const title = requiredText(PAGE_FORM_MESSAGES.titleRequired, PAGE_TITLE_LIMIT, PAGE_FORM_MESSAGES.titleTooLong);
const titleHi = optionalHindi(PAGE_TITLE_LIMIT, PAGE_FORM_MESSAGES.titleHiTooLong);
const address = requiredText(
  PAGE_FORM_MESSAGES.addressRequired,
  PAGE_ADDRESS_LIMIT + 20,
  PAGE_FORM_MESSAGES.addressRequired,
)
  // "/Transport " is read as "transport": the slash and the capitals are how people write an address.
  .transform((value) => value.replace(/^\/+/, "").toLowerCase());
const place = choice(PAGE_PLACE.values, PAGE_FORM_MESSAGES.placeRequired, PAGE_FORM_MESSAGES.placeRequired);
const pageId = recordId(PAGE_FORM_MESSAGES.notFound);

/** Add Page: a title, an address, a place, and a suggested page to start from (or none). */
export const createPageSchema = z.object({
  title,
  titleHi,
  // Left empty, it is made from the title (addresses.ts suggestedAddress).
  address: text()
    .trim()
    .max(PAGE_ADDRESS_LIMIT + 20)
    .optional()
    .transform((value) => (value ?? "").replace(/^\/+/, "").toLowerCase()),
  place,
  starter: z.enum(STARTERS).optional(),
});

/** The editor's Save and Publish: the page's details and its blocks (JSON). */
export const savePageSchema = z.object({
  id: pageId,
  title,
  titleHi,
  address,
  place,
  position: z.coerce.number().int().min(1).max(999).default(1),
  blocks: text().max(2_000_000),
  publish: z.literal("on").optional(),
});

export const pageIdSchema = z.object({ id: pageId });

export const restorePageSchema = z.object({
  id: pageId,
  revision: z.coerce.number({ error: PAGE_FORM_MESSAGES.revisionRequired }).int().min(1),
});

/** Remove: its address answers 410 for a year, or sends visitors to a page of this site. */
export const removePageSchema = z.object({
  id: pageId,
  ending: choice(["gone", "redirect"] as const, PAGE_FORM_MESSAGES.endingRequired, PAGE_FORM_MESSAGES.endingRequired),
  redirectTo: text().trim().max(200).optional(),
});
