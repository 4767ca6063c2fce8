import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Calendar, Send, type LucideIcon } from "lucide-react";
import { lazy, useState, type ReactNode } from "react";
import dayPickerStyles from "react-day-picker/style.css?url";
import { Link, useFetcher, useSearchParams } from "react-router";

import { AdmissionProcess, AgeCriteria, RequiredDocuments } from "~/features/admissions/admissions-content";
import { ApplicationForm } from "~/features/admissions/application-form";
import {
  AdmissionNextSteps,
  sentAdmissionForm,
  sentHref,
  type ADMISSION_FORMS,
} from "~/features/admissions/next-steps";
import { onlineApplicationsOf } from "~/features/applications/setup/admissions-page.server";
import { ApplyOnlineLink, OnlineApplicationsFacts } from "~/features/applications/setup/online-applications";
import { getContentPage } from "~/features/content/content.server";
import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import { ENQUIRY_FORM, ENQUIRY_MESSAGES, enquirySchema } from "~/features/enquiries/schema";
import { lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { publicFormKey } from "~/features/public-forms/form-key";
import { submitPublicForm } from "~/features/public-forms/submit.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { VISIT_FORM, VISIT_MESSAGES, visitRequestSchema } from "~/features/visits/schema";
import { visitRequestDefinition } from "~/features/visits/visit-request.server";
import { schoolToday } from "~/lib/database/time.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { refusal } from "~/lib/server/http";
import { buttonClass } from "~/ui/button";
import { LocalLink } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";
import { TEXT_LINK } from "~/ui/text-link";

import type { Route } from "./+types/admissions";

// The visit dialog's calendar is rendered by the server too (?form=visit): its styles come with the page.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dayPickerStyles }];

export const meta: Route.MetaFunction = (args) => {
  const session = args.loaderData?.session ?? "";
  return pageMeta(
    args,
    msg`Admissions`,
    msg`Admissions open for ${session}: the process, documents, age criteria, campus visits and enquiries.`,
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const [{ blocks, updatedAt }, settings] = await Promise.all([
    getContentPage(["admissions_intro"], locale),
    getSiteSettings(locale),
  ]);
  const today = schoolToday();
  // Both come from the school settings: a change shows on the next request.
  return {
    intro: blocks.admissions_intro,
    // Its "Last updated" date (docs/specification.md §26): its text's last save; the seats, moved by each
    // application, are not the school's edits.
    lastUpdated: lastUpdatedDay(updatedAt),
    today,
    session: settings.admissionsSession,
    // Apply Online, the open classes' seats and the fee (docs/specification.md §22).
    applications: await onlineApplicationsOf(settings.admissionsSession, today),
    applicationFormUrl: settings.applicationFormUrl,
    office: {
      phonePrimary: settings.phonePrimary,
      officeHoursWeekdays: settings.officeHoursWeekdays,
      officeHoursSaturday: settings.officeHoursSaturday,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const common = { request, formData, context };
  switch (formData.get("intent")) {
    case VISIT_FORM:
      return submitPublicForm({
        ...common,
        definition: visitRequestDefinition,
        redirectTo: sentHref("visit"),
        schema: (i18n: I18n) => visitRequestSchema(schoolToday(), i18n),
        messages: VISIT_MESSAGES,
      });
    case ENQUIRY_FORM:
      return submitPublicForm({
        ...common,
        definition: enquiryDefinition,
        redirectTo: sentHref("enquiry"),
        schema: enquirySchema,
        messages: ENQUIRY_MESSAGES,
      });
    default:
      throw refusal(400, "Unknown form.");
  }
}

// The two forms, their checks and the dialog around them load when a dialog
// first opens (or the pointer nears its button), not with the page (decision 0036).
// No <Suspense> around them: the server waits for them, so a page with
// ?form= arrives whole to a browser without JavaScript; in the browser the
// page stays as it is until the dialog is ready.
const loadVisitDialog = () => import("~/features/visits/visit-request-dialog");
const loadEnquiryDialog = () => import("~/features/enquiries/enquiry-dialog");
const VisitRequestDialog = lazy(() => loadVisitDialog().then((module) => ({ default: module.VisitRequestDialog })));
const EnquiryDialog = lazy(() => loadEnquiryDialog().then((module) => ({ default: module.EnquiryDialog })));

/**
 * A button that opens a form's dialog: a link to `?form=…`, so it works without JavaScript, which fetches the
 * dialog's code as the pointer nears it or it takes focus.
 */
function OpenFormLink({
  form,
  load,
  Icon,
  children,
}: {
  form: (typeof ADMISSION_FORMS)[number];
  load: () => Promise<unknown>;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link
      to={`?form=${form}`}
      preventScrollReset
      replace
      defaultShouldRevalidate={false}
      className={buttonClass("primary")}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
    >
      <Icon aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}

/** True from the first time `value` is, so a dialog stays mounted to close with its animation. */
function useOnceTrue(value: boolean) {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}

// Which dialog is open lives in the URL (?form=visit|enquiry), so the buttons
// are links that also work without JavaScript.
export default function AdmissionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { session } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const openForm = searchParams.get("form");
  const visitMounted = useOnceTrue(openForm === "visit");
  const enquiryMounted = useOnceTrue(openForm === "enquiry");
  const sent = sentAdmissionForm(searchParams, {
    visit: useFetcher({ key: publicFormKey("visit") }).data,
    enquiry: useFetcher({ key: publicFormKey("enquiry") }).data,
  });
  const setOpen = (form: string | null) =>
    setSearchParams(
      (params) => {
        if (form) params.set("form", form);
        else params.delete("form");
        return params;
      },
      // Nothing the page loads depends on which dialog is open.
      { replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
    );

  return (
    <main id="main">
      <PageBanner title={t`Admissions`} subtitle={loaderData.intro.content} />

      <section aria-labelledby="open-heading" className="bg-brand-50 px-4 py-10">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 text-center">
          <h2 id="open-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            <Trans>Admissions Open for {session}</Trans>
          </h2>
          <div className="flex w-full flex-col items-center">
            <div className="flex flex-wrap justify-center gap-3">
              <ApplyOnlineLink applications={loaderData.applications} />
              {/* A download only when there is a form; else how to get one, in the page (decision 0037). */}
              <ApplicationForm url={loaderData.applicationFormUrl} />
              <OpenFormLink form="visit" load={loadVisitDialog} Icon={Calendar}>
                <Trans>Schedule a Visit</Trans>
              </OpenFormLink>
              <OpenFormLink form="enquiry" load={loadEnquiryDialog} Icon={Send}>
                <Trans>Enquire Now</Trans>
              </OpenFormLink>
            </div>
            <OnlineApplicationsFacts applications={loaderData.applications} />
            {/* The fee page (docs/specification.md §29), beside the registration fee and Apply Online. */}
            <p className="mt-4">
              <LocalLink to="/fees" className={TEXT_LINK}>
                <Trans>See the fees for each class</Trans>
              </LocalLink>
            </p>
            <AdmissionNextSteps sent={sent} office={loaderData.office} />
          </div>
        </div>
      </section>

      <AdmissionProcess />

      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 md:grid-cols-2">
        <RequiredDocuments />
        <AgeCriteria />
      </div>

      {visitMounted ? (
        <VisitRequestDialog
          open={openForm === "visit"}
          onOpenChange={(open) => setOpen(open ? "visit" : null)}
          today={loaderData.today}
          closeHref="/admissions"
        />
      ) : null}
      {enquiryMounted ? (
        <EnquiryDialog
          open={openForm === "enquiry"}
          onOpenChange={(open) => setOpen(open ? "enquiry" : null)}
          closeHref="/admissions"
        />
      ) : null}
    </main>
  );
}
