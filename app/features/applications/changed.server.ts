// What the public site shows of applications (docs/specification.md §22) is kept in the page cache (decision
// 0034): the Admissions page's Apply Online, each open class's "Seats available", "Few seats left" or "Waitlist
// only", and the fee. Whatever changes them says so here.
import { pagesChanged } from "~/features/page-cache/page-cache.server";

/**
 * Tells the page cache that applications changed: a setup saved, an application submitted or entered, a stage
 * changed or undone, an application erased. Call it after the change is committed; the pages showing them are
 * rendered afresh on their next request (on every process of the site).
 */
export function applicationsChanged() {
  pagesChanged(["applications"]);
}
