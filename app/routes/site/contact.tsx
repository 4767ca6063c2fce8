import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";

import { contactMessageDefinition } from "~/features/contact/contact-message.server";
import { CONTACT_MESSAGES, contactSchema } from "~/features/contact/schema";
import { getContentPage } from "~/features/content/content.server";
import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { submitPublicForm } from "~/features/public-forms/submit.server";
import { telHref } from "~/features/settings/settings";
import { setSocialLinks } from "~/features/settings/social-links";
import { SocialLinks } from "~/features/site-layout/social-links";
import { readFormData } from "~/lib/forms/form-data.server";
import { localeOf } from "~/lib/language/locale";
import { lazyOnFirstUse } from "~/lib/page/first-use";
import { pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";
import { EmailAddress } from "~/ui/email-address";
import { FormCard, HeadedSection } from "~/ui/headed-section";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Contact Us`,
    msg`Address, phone numbers, e-mail and office hours of the school, and a form to write to us.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const [{ blocks, updatedAt }, settingsChanged] = await Promise.all([
    getContentPage(["contact_intro"], localeOf(new URL(request.url).pathname)),
    lastChangeOf(["settings"]),
  ]);
  // Its "Last updated" date (docs/specification.md §26): its text's last save, or the last change to the address,
  // phones, e-mail, office hours, map or social links it shows.
  return { intro: blocks.contact_intro, lastUpdated: lastUpdatedDay(updatedAt, settingsChanged) };
}

// The message is stored for the office, behind the admissions forms' honeypot and limits (decision 0026).
export async function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm({
    definition: contactMessageDefinition,
    request,
    formData: await readFormData(request),
    context,
    schema: contactSchema,
    messages: CONTACT_MESSAGES,
    redirectTo: "/contact",
  });
}

// The forms and their checks load at the page's first use, not with it (decision 0036).
const ContactForm = lazyOnFirstUse(() =>
  import("~/features/contact/contact-form").then((module) => module.ContactForm),
);
// "Get school alerts" (docs/specification.md §24): posted to /alerts/subscribe, whose page answers it without scripts.
const AlertSubscriptionForm = lazyOnFirstUse(() =>
  import("~/features/alert-subscriptions/subscribe-form").then((module) => module.AlertSubscriptionForm),
);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return (
    <main id="main">
      <PageBanner title={t`Contact Us`} subtitle={loaderData.intro.content} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-2">
        <HeadedSection id="reach-us" title={<Trans>Get in Touch</Trans>} className="space-y-4">
          <InfoCard icon={<MapPin aria-hidden className="h-5 w-5" />} title={t`Address`}>
            <address lang={settings.lang.address} className="not-italic">
              {settings.address}
            </address>
            {settings.mapUrl && (
              <a href={settings.mapUrl} className={`${infoLink} font-medium text-brand-800 hover:underline`}>
                <Trans>View on map</Trans>
              </a>
            )}
          </InfoCard>
          <InfoCard icon={<Phone aria-hidden className="h-5 w-5" />} title={t`Phone`}>
            <a href={telHref(settings.phonePrimary)} className={`${infoLink} hover:underline`}>
              {settings.phonePrimary}
            </a>
            <a href={telHref(settings.phoneSecondary)} className={`${infoLink} hover:underline`}>
              {settings.phoneSecondary}
            </a>
          </InfoCard>
          <InfoCard icon={<Mail aria-hidden className="h-5 w-5" />} title={t`Email`}>
            <a href={`mailto:${settings.email}`} className={`${infoLink} hover:underline`}>
              <EmailAddress email={settings.email} />
            </a>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden className="h-5 w-5" />} title={t`Office Hours`}>
            <p lang={settings.lang.officeHoursWeekdays}>{settings.officeHoursWeekdays}</p>
            <p lang={settings.lang.officeHoursSaturday}>{settings.officeHoursSaturday}</p>
          </InfoCard>
          {/* Only the pages the school has set, and no heading without one (decision 0037). */}
          {setSocialLinks(settings).length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">
                <Trans>Follow Us</Trans>
              </h3>
              <div className="mt-3">
                <SocialLinks
                  settings={settings}
                  label={t`Follow us on`}
                  linkClassName="h-11 w-11 bg-brand-700 hover:bg-brand-800"
                />
              </div>
            </div>
          )}
        </HeadedSection>
        <FormCard id="write-to-us" title={<Trans>Send us a Message</Trans>}>
          <ContactForm />
        </FormCard>
        <FormCard
          id="get-alerts"
          title={<Trans>Get school alerts</Trans>}
          className="lg:col-start-2"
          above={
            <p className="mt-2 text-slate-700">
              <Trans>
                Hear at once when the school closes at short notice, and, if you choose, its announcements and calendar
                changes.
              </Trans>
            </p>
          }
        >
          <AlertSubscriptionForm />
        </FormCard>
      </div>
    </main>
  );
}

/** A link of a card, on a line of its own at least 44 px high (decision 0049). */
const infoLink = "flex min-h-11 w-fit max-w-full items-center";

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 text-slate-700">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 space-y-0.5">{children}</div>
      </div>
    </div>
  );
}
