import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Reads like SPEC §2: the public pages inside the shared layout, then the
// back office, then resources that are not pages.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("ethos", "routes/site/ethos.tsx"),
    route("academics", "routes/site/academics.tsx"),
    route("admissions", "routes/site/admissions.tsx"),
    route("facilities", "routes/site/facilities.tsx"),
    route("gallery", "routes/site/gallery.tsx"),
    route("calendar", "routes/site/calendar.tsx"),
    route("mandatory-disclosures", "routes/site/mandatory-disclosures.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/sign-in.tsx"),
    route("admin/logout", "routes/admin/logout.tsx"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/announcements", "routes/admin/announcements.tsx"),
    route("admin/gallery", "routes/admin/gallery.tsx"),
    route("admin/mandatory-disclosures", "routes/admin/mandatory-disclosures.tsx"),
    route("admin/user-management", "routes/admin/user-management.tsx"),
    route("admin/calendar", "routes/admin/calendar.tsx"),
    route("admin/visit-requests", "routes/admin/visit-requests.tsx"),
    route("admin/visit-requests/export.csv", "routes/admin/visit-requests-export.ts"),
    route("admin/enquiries", "routes/admin/enquiries.tsx"),
    route("admin/enquiries/export.csv", "routes/admin/enquiries-export.ts"),
    route("admin/contact-messages", "routes/admin/contact-messages.tsx"),
    route("admin/contact-messages/export.csv", "routes/admin/contact-messages-export.ts"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/setup", "routes/admin/setup.tsx"),
  ]),
  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("uploads/*", "routes/resources/uploads.ts"),
] satisfies RouteConfig;
