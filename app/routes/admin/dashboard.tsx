import { LogOut } from "lucide-react";
import { Form, Link } from "react-router";

import { SECTION_PAGES } from "~/features/admin/sections";
import { waitingForTexts } from "~/features/alert-subscriptions/subscriptions.server";
import { TextsNotice } from "~/features/alert-subscriptions/texts-notice";
import { AttestationNotice } from "~/features/attestation/attestation-notice";
import { attestationStatus } from "~/features/attestation/attestation.server";
import { BackupsPanel } from "~/features/backups/backups-panel";
import { backupStatus } from "~/features/backups/backups.server";
import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import { NeedsAttention } from "~/features/dashboard/needs-attention";
import { openBreaches } from "~/features/dpdp/breaches.server";
import { DpdpNotice } from "~/features/dpdp/dpdp-notice";
import { feesGoLive } from "~/features/fees/fees.server";
import { BrokenLinksPanel } from "~/features/links/broken-links-panel";
import { linkStatus } from "~/features/links/links.server";
import { MailNotice } from "~/features/mail/mail-notice";
import { mailStatus } from "~/features/mail/outbox.server";
import { pagesGoLive } from "~/features/school-pages/school-pages.server";
import { joinProgress } from "~/features/settings/go-live";
import { SchoolSettingsNotice, settingsFieldPath } from "~/features/settings/settings-notice";
import { goLiveItems } from "~/features/settings/settings.server";
import { requireStaff } from "~/features/users/access.server";
import { pageMeta } from "~/lib/page/meta";
import { Button } from "~/ui/button";

import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Dashboard"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  return {
    user: { email: user.email, name: user.name, isAdmin: user.isAdmin },
    sections: SECTION_PAGES.filter((section) => user.sections.includes(section.key)),
    // Admins only: the way to the school settings, and the go-live checklist (what is still as a new install left it).
    settingsNotice: user.isAdmin
      ? { progress: joinProgress(await goLiveItems(), await feesGoLive(), await pagesGoLive()) }
      : null,
    // Admins only: whether e-mail goes out, and what waits or was given up.
    mail: user.isAdmin ? await mailStatus() : null,
    // Admins only: parents who gave a mobile number while no gateway sends texts (decision 0075).
    texts: user.isAdmin ? await waitingForTexts() : null,
    // Admins only: each open breach's 72-hour clock, and the way to the register (docs/specification.md §27).
    breaches: user.isAdmin ? await openBreaches(new Date()) : null,
    // Admins only: a backup holds every account and every parent's details.
    backups: user.isAdmin ? await backupStatus() : null,
    // What needs attention, read only for the sections this person may open.
    figures: await dashboardFigures(user.sections),
    // Broken links (docs/specification.md §25): admins, and staff with Mandatory Disclosures.
    links: await linkStatus(user),
    // The disclosure's self-attestation (docs/specification.md §30): admins, and staff with Mandatory Disclosures.
    attestation: await attestationStatus(user),
  };
}

export default function AdminDashboardRoute({
  loaderData: { user, sections, settingsNotice, breaches, mail, texts, backups, figures, links, attestation },
}: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
          <p className="text-sm text-slate-600">
            Signed in as {user.name || user.email}
            {user.isAdmin ? " (admin)" : ""}
          </p>
        </div>
        <Form method="post" action="/admin/logout" className="flex items-center gap-4">
          <Link
            to="/admin/account"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 hover:underline"
          >
            My Account
          </Link>
          <Button type="submit" variant="secondary">
            <LogOut aria-hidden className="h-4 w-4" />
            Logout
          </Button>
        </Form>
      </div>

      {/* What needs attention first, within a phone's first two screens (decision 0075); the way to every section
          and the backups after it. */}
      {/* An open breach's 72 hours first; without one, the ways to the register wait below the sections. */}
      {breaches && breaches.length > 0 && <DpdpNotice open={breaches} />}
      <NeedsAttention figures={figures} />
      {mail && <MailNotice status={mail} />}
      {texts !== null && <TextsNotice mobiles={texts} settingsPath={settingsFieldPath("gatewayUrl")} />}
      {attestation && (
        <AttestationNotice
          outOfDateSince={attestation.outOfDate ? attestation.last!.attestedOn : null}
          reminder={attestation.reminder}
        />
      )}
      {/* Broken links need attention; a panel with none waits below the sections. */}
      {links && links.broken.length > 0 && <BrokenLinksPanel status={links} />}
      {settingsNotice && <SchoolSettingsNotice progress={settingsNotice.progress} />}

      {sections.length === 0 ? (
        <div className="mt-10 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">You don't have access to any sections yet.</p>
          <p className="mt-1 text-slate-600">Please contact an administrator to grant you access.</p>
        </div>
      ) : (
        <ul aria-label="Your sections" className="mt-8 grid gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.key}>
              <Link
                to={section.path}
                className="block h-full rounded-xl border border-slate-200 bg-white px-4 py-2.5 shadow-sm transition hover:border-brand-600 hover:shadow sm:p-5"
              >
                <h2 className="text-lg font-semibold text-brand-800">{section.label}</h2>
                {/* On a phone the names alone: twelve descriptions would push the backups two screens down. */}
                <p className="mt-1 hidden text-sm text-slate-600 sm:block">{section.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {links && links.broken.length === 0 && <BrokenLinksPanel status={links} />}
      {breaches && breaches.length === 0 && <DpdpNotice open={breaches} />}
      {backups && <BackupsPanel status={backups} />}
    </main>
  );
}
