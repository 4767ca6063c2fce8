// The fixed facts of the public pages (SPEC §2): lists that describe how the
// school works and change only with a new version of the site. The pages'
// intro paragraphs are editable content sections instead (db/seed-data.ts).
// One file per page, so each page loads only its own icons (decision 0036).
// Their words are messages (`msg`), said in the page's language with `t(…)` (docs/specification.md §21).
import type { MessageDescriptor } from "@lingui/core";
import type { LucideIcon } from "lucide-react";

export interface Fact {
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: LucideIcon;
}
