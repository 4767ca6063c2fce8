// Lighthouse in mobile mode (its default: a mid-range phone on a slow 4G
// network, simulated) against the production build, driving Debian's Chromium
// (or CHROMIUM_PATH), for `npm run bench` (decision 0036).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRow {
  route: string;
  /** A number, or why Lighthouse could not score it. */
  performance: number | string;
  accessibility: number;
  "best practices": number;
  seo: number;
  /** The audits that cost points outside performance, to know what to mend. */
  "lost points": string;
}

/** Each route's four scores (0–100), one Lighthouse run after another in one Chromium. */
export async function lighthouseScores(origin: string, routes: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const route of routes) {
      const { categories, audits } = await runLighthouse(`${origin}${route}`, chrome.port);
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const lost = CATEGORIES.filter((id) => id !== "performance")
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      rows.push({
        route,
        performance: categories.performance?.score == null ? `no score: ${traceError(audits)}` : score("performance"),
        accessibility: score("accessibility"),
        "best practices": score("best-practices"),
        seo: score("seo"),
        "lost points": [...new Set(lost)].join(", "),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * One Lighthouse run of `url`. Now and then Chromium's trace of a load comes
 * back broken (NO_NAVSTART: "Please run Lighthouse again"), and the performance
 * score with it: such a run is done again, up to three times in all.
 */
async function runLighthouse(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: "error", output: "json", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.categories.performance?.score != null || attempt === 3) return result.lhr;
  }
}

/** Why the performance score is missing: the first error among its audits. */
function traceError(audits: Result["audits"]): string {
  return Object.values(audits).find((audit) => audit.errorMessage)?.errorMessage ?? "unknown";
}
