import { useEffect, type ReactNode } from "react";
import { href, Link, useLocation } from "react-router";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage } from "~/features/admin/admin-page";
import { HINDI_HINT, hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import type { AdminReply } from "~/features/admin/reply";
import { CheckboxField, TextAreaField, TextField } from "~/ui/form-controls";

import { SETTINGS_FIELDS, SETTINGS_PATH, settingsSchema } from "./schema";
import { SETTINGS_FORM_ID, uploadUrl, type SchoolSettings } from "./settings";

function Group({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      <div className="grid gap-3 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** /admin/settings: one form for everything the school sets about itself (admins only). */
export function AdminSettingsPage({ settings, lastReply }: { settings: SchoolSettings; lastReply?: AdminReply }) {
  const state = useAdminForm({
    // Not one of the sections: the page posts to itself.
    section: { path: SETTINGS_PATH },
    intent: "save",
    id: SETTINGS_FORM_ID,
    schema: settingsSchema,
    // A Hindi text not written (null) shows empty.
    defaultValue: Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, settings[field] ?? ""])),
    lastReply,
    // Once saved, the form shows what was saved, not the values it was loaded with.
    keepValuesOnSuccess: true,
  });
  const { fields } = state;
  // A link from the dashboard's go-live checklist names a field (#school-settings-phonePrimary): it gets the focus,
  // so the admin can type at once (focusing scrolls it into view).
  const { hash } = useLocation();
  useEffect(() => {
    const field = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [hash]);
  return (
    <AdminPage
      title="School Settings"
      description="The school's details as the public site shows them. Only admins can open this page: it is not a section that can be given to other staff."
    >
      <AdminForm
        state={state}
        encType="multipart/form-data"
        className="space-y-6"
        submit={{ label: "Save Settings", busyLabel: "Saving..." }}
      >
        <Group title="The school">
          <TextField meta={fields.schoolName} label="School name" />
          <HindiTextField meta={fields.schoolNameHi} label={hindiLabel("School name")} />
          <TextField meta={fields.tagline} label="Tagline" />
          <HindiTextField meta={fields.taglineHi} label={hindiLabel("Tagline")} />
          <div className="md:col-span-2">
            <TextAreaField meta={fields.shortDescription} label="Short description" rows={3} />
          </div>
          <div className="md:col-span-2">
            <HindiTextAreaField meta={fields.shortDescriptionHi} label={hindiLabel("Short description")} rows={3} />
          </div>
          <TextField meta={fields.cbseAffiliationNumber} label="CBSE affiliation number" autoComplete="off" />
          <TextField meta={fields.schoolCode} label="School code" autoComplete="off" />
        </Group>
        <Group title="Address">
          <TextField meta={fields.streetAddress} label="Street address" />
          <TextField meta={fields.locality} label="Town or city" />
          <TextField meta={fields.postalCode} label="PIN code" inputMode="numeric" />
          <TextField meta={fields.region} label="State" />
          <TextField meta={fields.country} label="Country" />
          <TextField
            meta={fields.mapUrl}
            label="Map link"
            type="url"
            hint="A Google Maps link to the school, shown on the Contact page."
          />
          <div className="md:col-span-2">
            <HindiTextField
              meta={fields.addressHi}
              label={hindiLabel("Address")}
              hint={`The whole address on one line, as the Hindi site shows it. ${HINDI_HINT}`}
            />
          </div>
        </Group>
        <Group title="Contact">
          <TextField meta={fields.phonePrimary} label="Phone" type="tel" />
          <TextField meta={fields.phoneSecondary} label="Second phone" type="tel" />
          <TextField meta={fields.email} label="E-mail" type="email" />
          <TextField meta={fields.officeHoursWeekdays} label="Office hours (weekdays)" />
          <TextField meta={fields.officeHoursSaturday} label="Office hours (Saturday)" />
          <HindiTextField meta={fields.officeHoursWeekdaysHi} label="Office hours (weekdays, Hindi)" />
          <HindiTextField meta={fields.officeHoursSaturdayHi} label="Office hours (Saturday, Hindi)" />
        </Group>
        <Group title="Social links">
          <TextField meta={fields.facebookUrl} label="Facebook page" type="url" />
          <TextField meta={fields.instagramUrl} label="Instagram page" type="url" />
          <TextField
            meta={fields.youtubeUrl}
            label="YouTube channel"
            type="url"
            hint="The school's own pages. A link left blank shows no icon on the public site."
          />
        </Group>
        <Group title="Admissions">
          <TextField
            meta={fields.admissionsSession}
            label="Admissions session"
            hint='The banner on the Admissions page says "Admissions Open for" this session, for example 2025-26. From October, name the next one.'
          />
          <TextField
            // A new stored form empties the file field, so a later save does not send the same file again.
            key={settings.applicationFormKey ?? "none"}
            meta={fields.applicationForm}
            label="Application form"
            type="file"
            accept="application/pdf,.pdf"
            optional={false}
            hint={
              <>
                A PDF file of up to 20 MB; a new one replaces the old.{" "}
                {settings.applicationFormKey ? (
                  <a className="text-brand-800 underline" href={uploadUrl(settings.applicationFormKey)}>
                    The current form
                  </a>
                ) : (
                  "No form uploaded yet: the Admissions page tells parents to ask at the office."
                )}
              </>
            }
          />
          {settings.applicationFormKey && (
            <CheckboxField meta={fields.removeApplicationForm} label="Remove the application form" />
          )}
        </Group>
        <Group
          title="Notifications"
          description="Who should receive new requests by e-mail. A field left blank sends them to the school's e-mail."
        >
          <TextField meta={fields.notifyVisitRequestsEmail} label="Visit requests e-mail" type="email" />
          <TextField meta={fields.notifyEnquiriesEmail} label="Enquiries e-mail" type="email" />
          <TextField meta={fields.notifyContactEmail} label="Contact messages e-mail" type="email" />
        </Group>
        <Group
          title="Privacy"
          description="The person who answers questions about the personal data the forms collect, named in the privacy notice (its text is edited on the Privacy Notice page). Leave blank for the Principal, at the school's e-mail and phone. And how long that data is kept."
        >
          <TextField meta={fields.privacyContactName} label="Privacy contact's name" />
          <TextField meta={fields.privacyContactEmail} label="Privacy contact's e-mail" type="email" />
          <TextField meta={fields.privacyContactPhone} label="Privacy contact's phone" type="tel" />
          <TextField
            meta={fields.retentionMonths}
            label="Keep requests for (months)"
            inputMode="numeric"
            hint="Visit requests, enquiries and messages that nobody has changed for this long are erased each day, unless marked Keep. Backups older than this are deleted."
          />
          <p className="text-sm md:col-span-2">
            <Link to={href("/admin/privacy-notice")} className="font-medium text-brand-800 hover:underline">
              Edit the privacy notice&apos;s text
            </Link>
          </p>
        </Group>
      </AdminForm>
    </AdminPage>
  );
}
