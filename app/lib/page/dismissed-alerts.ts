// The cookie that keeps a visitor's dismissed alerts dismissed (docs/specification.md §24, decision 0065). Here,
// below both: the page cache reads its name, and the alerts write it.

/** The cookie that remembers which alerts a visitor dismissed: their fingerprints, joined by dots. */
export const DISMISSED_ALERTS_COOKIE = "dismissed_alerts";
/** At most this many are remembered; the oldest go first. */
export const DISMISSED_ALERTS_KEPT = 20;

/** The fingerprints in a Cookie header's dismissed_alerts, each once. */
export function dismissedAlerts(cookieHeader: string | null): string[] {
  const match = new RegExp(`(?:^|;\\s*)${DISMISSED_ALERTS_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  return [...new Set((match?.[1] ?? "").split(".").filter((fingerprint) => /^[0-9a-f]{16}$/.test(fingerprint)))];
}

/**
 * The Set-Cookie that keeps `fingerprints` dismissed until `until`, the latest of their ends (then the page cache
 * serves the visitor again); none left, it is deleted.
 */
export function dismissedAlertsCookie(fingerprints: readonly string[], until: Date | null, now: Date, secure: boolean) {
  const seconds = until ? Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000)) : 0;
  const value = fingerprints.slice(-DISMISSED_ALERTS_KEPT).join(".");
  return `${DISMISSED_ALERTS_COOKIE}=${value}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
