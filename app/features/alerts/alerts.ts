// Site-wide alerts (docs/specification.md §24, decision 0065): what both the
// public banner and the back office know of one. db/schema.ts's alert_severity
// enum has the same severities.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const ALERT_SEVERITIES = ["information", "warning", "urgent"] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Each severity's name, said in words beside its colour and icon (WCAG 1.4.1). */
export const SEVERITY_NAMES: Record<AlertSeverity, MessageDescriptor> = {
  information: msg`Information`,
  warning: msg`Warning`,
  urgent: msg`Urgent`,
};

/**
 * Each severity's colours: text on its tint well past WCAG AA (7:1 and more), and an edge and icon in the
 * severity's colour. Written out in full so that Tailwind finds them.
 */
export const SEVERITY_STYLES: Record<AlertSeverity, { banner: string; icon: string; label: string }> = {
  information: { banner: "bg-sky-50 text-sky-950 border-sky-700", icon: "text-sky-700", label: "bg-sky-700" },
  warning: { banner: "bg-amber-50 text-amber-950 border-amber-600", icon: "text-amber-700", label: "bg-amber-700" },
  urgent: { banner: "bg-red-700 text-white border-red-900", icon: "text-white", label: "bg-red-950" },
};

/** An alert as a public page shows it, in the page's language. */
export interface ShownAlert {
  /** Changes whenever what the alert says changes, so that a dismissed alert returns once edited. */
  fingerprint: string;
  severity: AlertSeverity;
  text: string;
  /** "en" when a Hindi page shows the English, for want of a Hindi text (decision 0054). */
  lang?: "en";
  link: string | null;
}
