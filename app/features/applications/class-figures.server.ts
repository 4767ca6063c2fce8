// The markup of the table of classes' figures (decision 0061): some 1,100 elements, the same on every request until
// an application or the setup changes them. React renders them once for each set of figures, and the list's page
// shows that markup; the figures themselves are the key, so a change is never shown stale.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { ClassFigures } from "./class-figures";
import type { ClassLine } from "./seats.server";

/** A few sets of figures: a busy day's last, and another session's looked at. */
const KEPT = 8;
const rendered = new Map<string, string>();

/** The figures of `lines` as markup, rendered once while they stay the same. */
export function classFiguresMarkup(session: string, lines: ClassLine[]): string {
  const key = JSON.stringify([session, lines]);
  let markup = rendered.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(createElement(ClassFigures, { session, lines }));
    if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, markup);
  }
  return markup;
}
