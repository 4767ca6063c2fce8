// Lighthouse in mobile mode (its default: a mid-range phone on a slow 4G
// network, simulated) against the production build, driving Debian's Chromium
// (or CHROMIUM_PATH), for `npm run bench` (issue 15, point 4).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRow {
  route: string;
  performance: number;
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
      const result = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const lost = CATEGORIES.filter((id) => id !== "performance")
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      rows.push({
        route,
        performance: score("performance"),
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
