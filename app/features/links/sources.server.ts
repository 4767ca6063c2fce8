// Where the public site shows a link or a document staff entered (docs/specification.md §25, decision 0068): one
// entry per source, each giving every address it shows now and where staff edit it. The link check follows all of
// them; a new place that shows staff's links adds one entry to LINK_SOURCES.
import { and, asc, desc, eq, gt, isNotNull, lte, ne } from "drizzle-orm";

import type { SectionKey } from "~/features/admin/sections";
import { noticeLinks } from "~/features/announcements/notices.server";
import { sectionName } from "~/features/content/sections";
import { schoolPageLinks } from "~/features/school-pages/school-pages.server";
import { db } from "~/lib/database/db.server";
import { addressesIn } from "~/lib/forms/addresses-in";

import {
  alerts,
  contentSections,
  disclosureItems,
  disclosureSections,
  feeSessions,
  siteSettings,
} from "../../../db/schema";

/** A place that shows a link: what staff call it, the back office page that edits it, and who may open that page. */
export interface LinkPlace {
  label: string;
  path: string;
  /** The section that edits it, or "admin" for what only admins edit (School Settings). */
  section: SectionKey | "admin";
}

export interface LinkUse {
  /** As staff entered it: https://…, /uploads/… (a stored file) or /… (a page of this site). */
  url: string;
  where: LinkPlace;
}

export interface LinkSource {
  /** For staff and the log. */
  name: string;
  /** Every link the public site shows from this source at `now`. */
  uses(now: Date): Promise<LinkUse[]>;
}

const disclosures: LinkSource = {
  name: "Mandatory Disclosures",
  async uses() {
    const rows = await db()
      .select({
        url: disclosureItems.documentUrl,
        srNo: disclosureItems.srNo,
        letter: disclosureSections.sectionLetter,
        title: disclosureSections.title,
      })
      .from(disclosureItems)
      .innerJoin(disclosureSections, eq(disclosureItems.sectionId, disclosureSections.id))
      .where(and(isNotNull(disclosureItems.documentUrl), ne(disclosureItems.documentUrl, "")))
      .orderBy(asc(disclosureSections.orderNumber), asc(disclosureItems.srNo));
    return rows.map(({ url, srNo, letter, title }) => ({
      url: url!.trim(),
      where: {
        label: `Mandatory Disclosures: ${letter}. ${title}, Sr. No. ${srNo}`,
        path: "/admin/mandatory-disclosures",
        section: "mandatory_disclosures",
      },
    }));
  },
};

const content: LinkSource = {
  name: "Manage Content",
  async uses() {
    const rows = await db()
      .select({
        key: contentSections.sectionKey,
        content: contentSections.content,
        contentHi: contentSections.contentHi,
      })
      .from(contentSections)
      .orderBy(asc(contentSections.sectionKey));
    return rows.flatMap(({ key, content: text, contentHi }) =>
      addressesIn(`${text}\n${contentHi ?? ""}`).map((url) => ({
        url,
        where: { label: `Content: ${sectionName(key)}`, path: "/admin/content", section: "content" as const },
      })),
    );
  },
};

const settings: LinkSource = {
  name: "School Settings",
  async uses() {
    const [row] = await db()
      .select({ mapUrl: siteSettings.mapUrl, applicationFormKey: siteSettings.applicationFormKey })
      .from(siteSettings);
    if (!row) return [];
    const place = (label: string): LinkPlace => ({ label, path: "/admin/settings", section: "admin" });
    return [
      ...(row.mapUrl.trim() ? [{ url: row.mapUrl.trim(), where: place("School Settings: Map link") }] : []),
      ...(row.applicationFormKey
        ? [{ url: `/uploads/${row.applicationFormKey}`, where: place("School Settings: Application form") }]
        : []),
    ];
  },
};

const shownAlerts: LinkSource = {
  name: "Alerts",
  async uses(now) {
    const rows = await db()
      .select({ link: alerts.link, text: alerts.text })
      .from(alerts)
      .where(and(isNotNull(alerts.link), lte(alerts.startsAt, now), gt(alerts.endsAt, now)))
      .orderBy(asc(alerts.startsAt));
    return rows.map(({ link, text }) => ({
      url: link!.trim(),
      where: {
        label: `Alert: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}`,
        path: "/admin/alerts",
        section: "alerts" as const,
      },
    }));
  },
};

/** Each session's Form VI, the fee page's document (docs/specification.md §29). */
const formsVi: LinkSource = {
  name: "Fees",
  async uses() {
    const rows = await db()
      .select({ session: feeSessions.session, key: feeSessions.formViKey })
      .from(feeSessions)
      .where(isNotNull(feeSessions.formViKey))
      .orderBy(desc(feeSessions.session));
    return rows.map(({ session, key }) => ({
      url: `/uploads/${key}`,
      where: {
        label: `Fees: Form VI (${session})`,
        path: `/admin/mandatory-disclosures/fees?session=${session}`,
        section: "mandatory_disclosures" as const,
      },
    }));
  },
};

/** The published notices' links and files (decision 0077). */
const notices: LinkSource = {
  name: "Announcements",
  async uses(now) {
    return (await noticeLinks(now)).map(({ url, title, editor }) => ({
      url,
      where: {
        label: `Announcement: ${title.length > 60 ? `${title.slice(0, 59)}…` : title}`,
        path: editor,
        section: "announcements" as const,
      },
    }));
  },
};

/** The published pages of the school's own: their links, buttons and documents (docs/specification.md §32). */
const schoolPages: LinkSource = {
  name: "Pages",
  async uses() {
    return (await schoolPageLinks()).map(({ url, title, editor }) => ({
      url,
      where: {
        label: `Page: ${title.length > 60 ? `${title.slice(0, 59)}…` : title}`,
        path: editor,
        section: "pages" as const,
      },
    }));
  },
};

/** Every source of links the public site shows. */
export const LINK_SOURCES: readonly LinkSource[] = [
  disclosures,
  content,
  settings,
  shownAlerts,
  formsVi,
  notices,
  schoolPages,
];

/** Each address the site shows now, with every place that shows it. */
export async function linksInUse(now: Date, sources = LINK_SOURCES): Promise<Map<string, LinkPlace[]>> {
  const links = new Map<string, LinkPlace[]>();
  // Each link's places by label, found at once: a link many notices show (thousands, over the years) was compared
  // with every place it had so far, which held the server for a third of a second.
  const labels = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const { url, where } of await source.uses(now)) {
      if (!url) continue;
      const seen = labels.get(url) ?? new Set<string>();
      if (seen.has(where.label)) continue;
      seen.add(where.label);
      labels.set(url, seen);
      const places = links.get(url);
      if (places) places.push(where);
      else links.set(url, [where]);
    }
  }
  return links;
}
