import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

import type { Locale } from "./lib/language/locale";

/**
 * The public pages inside the shared layout, in `locale`: English at their own paths, Hindi under /hi with the
 * same modules (docs/specification.md §21). English routes keep the ids React Router gives a module ("routes/site/about"), and Hindi ones start "hi/", as the root reads them.
 */
function publicSite(locale: Locale) {
  const id = (file: string) => ({
    id: locale === "en" ? file.replace(/\.tsx$/, "") : `hi/${file.replace(/\.tsx$/, "")}`,
  });
  const page = (path: string, file: string) => route(path, file, id(file));
  const pages = [
    index("routes/site/home.tsx", id("routes/site/home.tsx")),
    page("about", "routes/site/about.tsx"),
    page("ethos", "routes/site/ethos.tsx"),
    page("academics", "routes/site/academics.tsx"),
    page("admissions", "routes/site/admissions.tsx"),
    // Applying online (docs/specification.md §22): not cached (app/cached-pages.ts); a draft's address is private.
    page("admissions/apply", "routes/site/apply.tsx"),
    page("admissions/apply/:token", "routes/site/apply-draft.tsx"),
    page("facilities", "routes/site/facilities.tsx"),
    page("gallery", "routes/site/gallery.tsx"),
    // The Notice Board and each notice's page (decision 0077).
    page("notices", "routes/site/notices.tsx"),
    page("notices/:address", "routes/site/notice.tsx"),
    page("calendar", "routes/site/calendar.tsx"),
    page("mandatory-disclosures", "routes/site/mandatory-disclosures.tsx"),
    // The fee page (docs/specification.md §29): each class's fees beside the last session's, and the Form VI.
    page("fees", "routes/site/fees.tsx"),
    page("contact", "routes/site/contact.tsx"),
    page("privacy", "routes/site/privacy.tsx"),
    page("accessibility", "routes/site/accessibility.tsx"),
    page("your-data", "routes/site/your-data.tsx"),
    page("your-data/verify", "routes/site/your-data-verify.tsx"),
    // School alerts by e-mail or mobile (docs/specification.md §24 "Subscribing"): the form, kept in the page cache;
    // the links mailed to a subscriber, never kept (each names one person).
    page("alerts/subscribe", "routes/site/alerts-subscribe.tsx"),
    page("alerts/confirm", "routes/site/alerts-confirm.tsx"),
    page("alerts/unsubscribe", "routes/site/alerts-unsubscribe.tsx"),
    // An application's status: by its number and the child's date of birth, or by its private link (§22).
    page("admissions/status", "routes/site/application-status.tsx"),
    page("admissions/status/:token", "routes/site/application-status-link.tsx"),
    // A receipt of the application's, printable (docs/specification.md §34).
    page("admissions/status/:token/receipts/:id", "routes/site/application-receipt.tsx"),
    // A page's preview for staff (docs/specification.md §32): its saved working copy in the site's own frame.
    page("admin/pages/:id/preview", "routes/site/school-page-preview.tsx"),
    // A page of the school's own (docs/specification.md §32): any one word no route above has; 404 when none is there.
    page(":page", "routes/site/school-page.tsx"),
    page("*", "routes/site/not-found.tsx"),
  ];
  const shell = "routes/site/layout.tsx";
  return layout(shell, id(shell), locale === "en" ? pages : prefix("hi", pages));
}

// Reads like SPEC §2: the public pages inside the shared layout, in English and
// in Hindi, then the back office, then resources that are not pages.
export default [
  publicSite("en"),
  publicSite("hi"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/sign-in.tsx"),
    route("admin/logout", "routes/admin/logout.tsx"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/links/check", "routes/admin/links-check.ts"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/announcements", "routes/admin/announcements.tsx"),
    // A notice's editor (decision 0077): a new one, then its own address once saved.
    route("admin/announcements/new", "routes/admin/announcement.tsx", { id: "routes/admin/announcement-new" }),
    route("admin/announcements/:id", "routes/admin/announcement.tsx"),
    route("admin/announcements/:id/files", "routes/admin/announcement-files.ts"),
    // Pages of the school's own (docs/specification.md §32): the list, a page's editor, its save, and its files.
    route("admin/pages", "routes/admin/pages.tsx"),
    route("admin/pages/:id", "routes/admin/school-page.tsx"),
    route("admin/pages/:id/save", "routes/admin/school-page-save.ts"),
    route("admin/pages/:id/files", "routes/admin/school-page-files.ts"),
    route("admin/gallery", "routes/admin/gallery.tsx"),
    route("admin/mandatory-disclosures", "routes/admin/mandatory-disclosures.tsx"),
    // The disclosure's tables (docs/specification.md §28), pages of the Mandatory Disclosures section.
    route("admin/mandatory-disclosures/staff", "routes/admin/disclosure-staff.tsx"),
    route("admin/mandatory-disclosures/results", "routes/admin/disclosure-results.tsx"),
    route("admin/mandatory-disclosures/committees", "routes/admin/disclosure-committees.tsx"),
    route("admin/mandatory-disclosures/sections", "routes/admin/disclosure-sections.tsx"),
    route("admin/mandatory-disclosures/templates/:file", "routes/admin/disclosure-template.ts"),
    route("admin/mandatory-disclosures/fees", "routes/admin/fees.tsx"),
    route("admin/user-management", "routes/admin/user-management.tsx"),
    route("admin/calendar", "routes/admin/calendar.tsx"),
    route("admin/visit-requests", "routes/admin/visit-requests.tsx"),
    route("admin/visit-requests/export.csv", "routes/admin/visit-requests-export.ts"),
    route("admin/visit-requests/:id", "routes/admin/visit-request.tsx"),
    route("admin/enquiries", "routes/admin/enquiries.tsx"),
    route("admin/enquiries/export.csv", "routes/admin/enquiries-export.ts"),
    route("admin/enquiries/:id", "routes/admin/enquiry.tsx"),
    route("admin/contact-messages", "routes/admin/contact-messages.tsx"),
    route("admin/contact-messages/export.csv", "routes/admin/contact-messages-export.ts"),
    route("admin/contact-messages/:id", "routes/admin/contact-message.tsx"),
    route("admin/data-requests", "routes/admin/data-requests.tsx"),
    route("admin/data-requests/export.csv", "routes/admin/data-requests-export.ts"),
    route("admin/data-requests/:id", "routes/admin/data-request.tsx"),
    route("admin/data-requests/:id/personal-data", "routes/admin/data-request-personal-data.ts"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/applications/export.csv", "routes/admin/applications-export.ts"),
    route("admin/applications/new", "routes/admin/application-new.tsx"),
    route("admin/applications/new/:id", "routes/admin/application-paper.tsx"),
    route("admin/applications/setup", "routes/admin/applications-setup.tsx"),
    // Admission fees by UPI (docs/specification.md §34): the payments, the statement's import, and each receipt.
    route("admin/applications/payments", "routes/admin/payments.tsx"),
    route("admin/applications/payments/receipts/:id", "routes/admin/payment-receipt.tsx"),
    route("admin/applications/:id", "routes/admin/application.tsx"),
    route("admin/applications/:id/documents/:documentId", "routes/admin/application-document.ts"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/privacy-notice", "routes/admin/privacy-notice.tsx"),
    route("admin/breaches", "routes/admin/breaches.tsx"),
    route("admin/record-of-processing", "routes/admin/record-of-processing.tsx"),
    route("admin/alerts", "routes/admin/alerts.tsx"),
    route("admin/backups/latest", "routes/admin/backup-download.ts"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/setup", "routes/admin/setup.tsx"),
  ]),
  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("calendar.ics", "routes/resources/calendar-feed.ts"),
  route("alerts/dismiss", "routes/resources/alert-dismiss.ts"),
  // The announcements' Atom feed in each language (decision 0064): one module, so the Hindi one has an id of its own.
  route("announcements.xml", "routes/resources/announcements-feed.ts"),
  route("hi/announcements.xml", "routes/resources/announcements-feed.ts", {
    id: "hi/routes/resources/announcements-feed",
  }),
  route("uploads/*", "routes/resources/uploads.ts"),
  // The school's face wherever a link is shared (decision 0076): the placeholder crest's icons, the web app
  // manifest, and each page's share image.
  route("icons/:file", "routes/resources/placeholder-icons.ts"),
  route("manifest.webmanifest", "routes/resources/web-manifest.ts"),
  route("share.png", "routes/resources/share-image.ts"),
  route("share.jpg", "routes/resources/share-image.ts", { id: "routes/resources/share-image-jpeg" }),
] satisfies RouteConfig;
