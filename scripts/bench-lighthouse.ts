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

/**
 * Each route's four scores (0–100), one Lighthouse run after another in one
 * Chromium, and the addresses of the scripts the browser fetched while it
 * loaded each (those the HTML names, and those they import as the page starts).
 * `headers` go with every request of each run (Lighthouse's `extraHeaders`):
 * a session cookie measures the back office signed in.
 */
export async function lighthouseScores(
  origin: string,
  routes: string[],
  headers: Record<string, string> = {},
): Promise<{ rows: LighthouseRow[]; scripts: Map<string, string[]> }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const rows: LighthouseRow[] = [];
    const scripts = new Map<string, string[]>();
    for (const route of routes) {
      const { categories, audits, finalDisplayedUrl } = await runLighthouse(`${origin}${route}`, chrome.port, headers);
      // A lost session would score the sign-in page in the back office page's name.
      if (new URL(finalDisplayedUrl).pathname !== new URL(route, origin).pathname) {
        throw new Error(`Lighthouse was sent from ${route} to ${finalDisplayedUrl}`);
      }
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
      const requests = (audits["network-requests"]?.details ?? { items: [] }) as { items: NetworkRequest[] };
      scripts.set(
        route,
        requests.items.filter((request) => request.resourceType === "Script").map((request) => request.url),
      );
    }
    return { rows, scripts };
  } finally {
    chrome.kill();
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** The fields read here of a row of Lighthouse's network-requests audit. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/**
 * One Lighthouse run of `url`. Now and then Chromium's trace of a load comes
 * back broken (NO_NAVSTART: "Please run Lighthouse again"), and the performance
 * score with it: such a run is done again, up to three times in all.
 */
async function runLighthouse(url: string, port: number, extraHeaders: Record<string, string>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
      extraHeaders,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.categories.performance?.score != null || attempt === 3) return result.lhr;
  }
}

/** Why the performance score is missing: the first error among its audits. */
function traceError(audits: Result["audits"]): string {
  return Object.values(audits).find((audit) => audit.errorMessage)?.errorMessage ?? "unknown";
}
