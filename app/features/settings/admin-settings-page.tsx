import { useEffect, useState, type ReactNode } from "react";
import { href, Link, useLocation } from "react-router";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage } from "~/features/admin/admin-page";
import { HINDI_HINT, hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import { SaveBar } from "~/features/admin/save-bar";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { dayAndMonth } from "~/features/attestation/attestation";
import { Button } from "~/ui/button";
import { CheckboxField, SubmitButton, TextAreaField, TextField, type FieldMeta } from "~/ui/form-controls";
import { ConfirmModal } from "~/ui/modal";

import { LOGO_ACCEPT, schoolLogo } from "./logo";
import {
  SETTINGS_FIELDS,
  SETTINGS_GROUPS,
  SETTINGS_PATH,
  settingsSchema,
  settingsSchemaFor,
  testMessageSchema,
  type SettingsField,
  type SettingsGroup,
  type SettingsReply,
} from "./schema";
import { MESSAGE_SETTINGS as MESSAGE_FIELDS, SETTINGS_FORM_ID, uploadUrl, type SchoolSettings } from "./settings";

/**
 * How the page shows a setting typed as text: its label, its hint, and what the browser is told of it (an e-mail
 * address's keyboard, digits' number pad, no filling in of a code). `wide` takes both columns; `rows`, a few lines.
 */
interface Control {
  label: string;
  hint?: string;
  type?: "email" | "tel" | "url";
  inputMode?: "numeric";
  autoComplete?: "off";
  optional?: false;
  hindi?: true;
  wide?: true;
  rows?: number;
}

/** The settings typed as text; the others (the files, a box) are drawn by their groups (GROUP_EXTRAS). */
type TextSetting = Exclude<SettingsField, "autoConfirmPayments">;

/** The kinds of message a template is registered for, as the form names them. */
const TEMPLATE_KINDS = [
  { kind: "alert", label: "Alerts" },
  { kind: "announcement", label: "Announcements" },
  { kind: "calendar", label: "Calendar changes" },
] as const;
type TemplateSetting = `${(typeof TEMPLATE_KINDS)[number]["kind"]}${"Dlt" | "Whatsapp"}Template`;

/** Each kind's two templates: the one registered for SMS (DLT), the one for WhatsApp. */
const TEMPLATE_CONTROLS = Object.fromEntries(
  TEMPLATE_KINDS.flatMap(({ kind, label }) => [
    [`${kind}DltTemplate`, { label: `${label}' DLT template ID`, autoComplete: "off" }],
    [`${kind}WhatsappTemplate`, { label: `${label}' WhatsApp template`, autoComplete: "off" }],
  ]),
) as Record<TemplateSetting, Control>;

const CONTROLS: Record<TextSetting, Control> = {
  schoolName: { label: "School name" },
  schoolNameHi: { label: hindiLabel("School name"), hindi: true },
  tagline: { label: "Tagline" },
  taglineHi: { label: hindiLabel("Tagline"), hindi: true },
  shortDescription: { label: "Short description", rows: 3, wide: true },
  shortDescriptionHi: { label: hindiLabel("Short description"), hindi: true, rows: 3, wide: true },
  cbseAffiliationNumber: { label: "CBSE affiliation number", autoComplete: "off" },
  schoolCode: { label: "School code", autoComplete: "off" },
  streetAddress: { label: "Street address" },
  locality: { label: "Town or city" },
  postalCode: { label: "PIN code", inputMode: "numeric" },
  region: { label: "State" },
  country: { label: "Country" },
  mapUrl: { label: "Map link", type: "url", hint: "A Google Maps link to the school, shown on the Contact page." },
  addressHi: {
    label: hindiLabel("Address"),
    hindi: true,
    wide: true,
    hint: `The whole address on one line, as the Hindi site shows it. ${HINDI_HINT}`,
  },
  phonePrimary: { label: "Phone", type: "tel" },
  phoneSecondary: { label: "Second phone", type: "tel" },
  email: { label: "E-mail", type: "email" },
  officeHoursWeekdays: { label: "Office hours (weekdays)" },
  officeHoursSaturday: { label: "Office hours (Saturday)" },
  officeHoursWeekdaysHi: { label: "Office hours (weekdays, Hindi)", hindi: true },
  officeHoursSaturdayHi: { label: "Office hours (Saturday, Hindi)", hindi: true },
  facebookUrl: { label: "Facebook page", type: "url" },
  instagramUrl: { label: "Instagram page", type: "url" },
  youtubeUrl: {
    label: "YouTube channel",
    type: "url",
    hint: "The school's own pages. A link left blank shows no icon on the public site.",
  },
  admissionsSession: {
    label: "Admissions session",
    hint: 'The banner on the Admissions page says "Admissions Open for" this session, for example 2025-26. From October, name the next one.',
  },
  attestationDeadline: {
    label: "Self-attestation due by",
    autoComplete: "off",
    optional: false,
    hint: "A day and month, like 15 February (CBSE Circular 1/2026). From 30 days before it, the dashboard reminds admins to self-attest the disclosure. Blank is 15 February.",
  },
  notifyVisitRequestsEmail: { label: "Visit requests e-mail", type: "email" },
  notifyEnquiriesEmail: { label: "Enquiries e-mail", type: "email" },
  notifyContactEmail: { label: "Contact messages e-mail", type: "email" },
  upiId: {
    label: "UPI ID",
    autoComplete: "off",
    hint: "The school's UPI ID for the fees, like school.fees@sbi: your bank's business UPI ID on the school's current account.",
  },
  upiPayeeName: {
    label: "Payee name",
    autoComplete: "off",
    hint: "The name a parent's UPI app shows, in English letters, at most 50. Blank: the school's name.",
  },
  bankAccountName: { label: "Account name", autoComplete: "off" },
  bankAccountNumber: { label: "Account number", inputMode: "numeric", autoComplete: "off" },
  bankIfsc: {
    label: "IFSC",
    autoComplete: "off",
    hint: "The bank account is shown to parents for NEFT or IMPS once its number and IFSC are both set.",
  },
  paymentRetentionYears: {
    label: "Keep payment records for (years)",
    inputMode: "numeric",
    hint: "Receipts and matched statement lines are kept this long for the school's accounts, then erased.",
  },
  mailPerHour: {
    label: "E-mails per hour",
    inputMode: "numeric",
    hint: "At most this many e-mails an hour, all the school's mail included. Blank for no limit: set it to your mail provider's hourly limit.",
  },
  gatewayPerHour: {
    label: "Text messages per hour",
    inputMode: "numeric",
    hint: "At most this many text messages an hour, for SMS and WhatsApp together. Blank for no limit.",
  },
  gatewayUrl: {
    label: "Gateway address",
    type: "url",
    wide: true,
    hint: "Where text messages for SMS and WhatsApp are sent, as signed JSON. The site's deployment guide (docs/deploying.md) says how to connect MSG91 or the WhatsApp Cloud API. Blank sends none.",
  },
  ...TEMPLATE_CONTROLS,
  privacyContactName: { label: "Privacy contact's name" },
  privacyContactEmail: { label: "Privacy contact's e-mail", type: "email" },
  privacyContactPhone: { label: "Privacy contact's phone", type: "tel" },
  retentionMonths: {
    label: "Keep requests for (months)",
    inputMode: "numeric",
    hint: "Visit requests, enquiries and messages that nobody has changed for this long are erased each day, unless marked Keep. Backups older than this are deleted.",
  },
};

const isTextSetting = (field: string): field is TextSetting => Object.hasOwn(CONTROLS, field);

/** What a group says of itself under its title, where it needs saying. */
const GROUP_DESCRIPTIONS: Partial<Record<SettingsGroup, string>> = {
  logo: "Shown in the header and footer of every page, as the icon of the site on a phone's home screen and in a browser's tab, and on the picture WhatsApp and Facebook show when someone shares a link to the site.",
  notifications: "Who should receive new requests by e-mail. A field left blank sends them to the school's e-mail.",
  payments:
    "How parents pay the registration and admission fees from their application's status page. While neither a UPI ID nor a bank account is set, parents are asked for no payment online.",
  messages:
    "How the school's alerts, announcements and calendar changes reach those who subscribed: e-mails, and text messages by SMS or WhatsApp through the school's gateway. Each template is the one the school registered for that kind of message, filled with four values: the school, the message, its link and the link to unsubscribe.",
  privacy:
    "The person who answers questions about the personal data the forms collect, named in the privacy notice (its text is edited on the Privacy Notice page). Leave blank for the Principal, at the school's e-mail and phone. And how long that data is kept.",
};

/** A setting typed as text, as CONTROLS says to show it. */
function TextSettingField({ meta, control }: { meta: FieldMeta; control: Control }) {
  const { hindi, wide, rows, ...props } = control;
  const { label, hint } = props;
  let field: ReactNode;
  if (rows) {
    field = hindi ? (
      <HindiTextAreaField meta={meta} label={label} hint={hint} rows={rows} />
    ) : (
      <TextAreaField meta={meta} label={label} hint={hint} rows={rows} />
    );
  } else {
    field = hindi ? <HindiTextField meta={meta} {...props} /> : <TextField meta={meta} {...props} />;
  }
  return wide ? <div className="md:col-span-2">{field}</div> : field;
}

/**
 * A part of the page for whoever connects the gateway, folded away from the office's everyday settings (decision
 * 0075): opened by a tap, by a link to one of its fields (the page's focusing opens it), or `open` (a message in it).
 */
function VendorPart({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open || undefined} className="rounded-lg border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-5 py-3 font-semibold text-slate-900">
        {title}
      </summary>
      <div className="px-2 pb-2">{children}</div>
    </details>
  );
}

/**
 * A group of the page, with its own Save: its fields alone are checked and saved (decision 0075). It shows the
 * fields the group saves (SETTINGS_GROUPS), those typed as text first, then `children`: the others.
 */
function Group({
  group,
  fields,
  busy,
  children,
}: {
  group: SettingsGroup;
  fields: Record<TextSetting, FieldMeta>;
  busy: boolean;
  children?: ReactNode;
}) {
  const { title, fields: saved } = SETTINGS_GROUPS[group];
  const description = GROUP_DESCRIPTIONS[group];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      <div className="grid gap-3 md:grid-cols-2">
        {saved.filter(isTextSetting).map((field) => (
          <TextSettingField key={field} meta={fields[field]} control={CONTROLS[field]} />
        ))}
        {children}
      </div>
      <SubmitButton busy={busy} busyLabel="Saving..." variant="secondary" name="group" value={group}>
        Save {title}
      </SubmitButton>
    </fieldset>
  );
}

/** /admin/settings: one form for everything the school sets about itself (admins only). */
export function AdminSettingsPage({
  settings,
  gatewaySecret,
  savedFrom,
  lastReply,
}: {
  settings: SchoolSettings;
  gatewaySecret: string;
  /** When the settings shown were saved: sent back, so that another admin's change meanwhile is not overwritten. */
  savedFrom: string;
  lastReply?: SettingsReply;
}) {
  const state = useAdminForm({
    // Not one of the sections: the page posts to itself.
    section: { path: SETTINGS_PATH },
    intent: "save",
    id: SETTINGS_FORM_ID,
    schema: settingsSchema,
    // A Hindi text not written (null) shows empty.
    defaultValue: {
      ...Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, settings[field] ?? ""])),
      // A box: ticked is "on".
      autoConfirmPayments: settings.autoConfirmPayments ? "on" : undefined,
      // Kept as "02-15", written as the office says it.
      attestationDeadline: dayAndMonth(settings.attestationDeadline),
    },
    lastReply,
    // Once saved, the form shows what was saved, not the values it was loaded with.
    keepValuesOnSuccess: true,
    // A group's Save checks that group alone.
    schemaFor: settingsSchemaFor,
  });
  const { fields } = state;
  // A link from the dashboard's go-live checklist names a field (#school-settings-phonePrimary): it gets the focus,
  // so the admin can type at once (focusing scrolls it into view).
  const { hash } = useLocation();
  useEffect(() => {
    const field = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!(field instanceof HTMLElement)) return;
    // A field of the folded part opens it first: a closed part's field cannot take the focus.
    field.closest("details")?.setAttribute("open", "");
    field.focus();
  }, [hash]);
  return (
    <AdminPage
      title="School Settings"
      description="The school's details as the public site shows them. Only admins can open this page: it is not a section that can be given to other staff."
    >
      <AdminForm
        state={state}
        hidden={{ savedFrom }}
        encType="multipart/form-data"
        className="space-y-6"
        submit={<SaveBar busy={state.busy}>Save Settings</SaveBar>}
      >
        {(Object.keys(SETTINGS_GROUPS) as SettingsGroup[]).map((group) => {
          const part = (
            <Group key={group} group={group} fields={fields} busy={state.busy}>
              {group === "logo" && <LogoFields logoKey={settings.logoKey} fields={fields} />}
              {group === "admissions" && (
                <ApplicationFormFields formKey={settings.applicationFormKey} fields={fields} />
              )}
              {group === "payments" && <AutoConfirmField meta={fields.autoConfirmPayments} />}
              {group === "privacy" && <PrivacyNoticeLink />}
            </Group>
          );
          // The gateway's technical settings: for whoever connects it, folded away from the office's everyday
          // settings (decision 0075); opened by a link to one of its fields, or by a message about one.
          return group === "messages" ? (
            <VendorPart
              key={group}
              title="Text messages and sending limits (for the IT vendor)"
              open={MESSAGE_FIELDS.some((field) => fields[field].errors?.length)}
            >
              {part}
            </VendorPart>
          ) : (
            part
          );
        })}
      </AdminForm>
      <div className="mt-6">
        {/* Open again when it answers a form of its own sent without scripts. */}
        <VendorPart
          title="The gateway's secret and a test message (for the IT vendor)"
          open={lastReply?.intent === "send_test" || lastReply?.intent === "new_secret"}
        >
          <GatewayCard secret={gatewaySecret} lastReply={lastReply} />
        </VendorPart>
      </div>
    </AdminPage>
  );
}

/** The logo group: the logo the site shows, a file to replace it, and a box to remove it. */
function LogoFields({ logoKey, fields }: { logoKey: string | null; fields: Record<"logo" | "removeLogo", FieldMeta> }) {
  return (
    <>
      <div className="flex items-center gap-4 md:col-span-2">
        <img
          src={schoolLogo(logoKey).src}
          alt={logoKey ? "The school's logo" : "The placeholder crest"}
          width={72}
          height={72}
          className="h-18 w-18 shrink-0 rounded-md border border-slate-200 bg-white object-contain p-1"
        />
        <p className="text-sm text-slate-600">
          {logoKey
            ? "The school's logo, as the site shows it."
            : "No logo uploaded yet: the site shows this placeholder crest."}
        </p>
      </div>
      <div className="md:col-span-2">
        <TextField
          // A new stored logo empties the file field, so a later save does not send the same file again.
          key={logoKey ?? "none"}
          meta={fields.logo}
          label="Logo"
          type="file"
          accept={LOGO_ACCEPT}
          optional={false}
          hint="An SVG, PNG or JPEG image of up to 5 MB; a new one replaces the old. It is shown in a square: a square logo of 512 pixels or more looks best."
        />
      </div>
      {logoKey && (
        <CheckboxField meta={fields.removeLogo} label="Remove the logo (the placeholder crest shows again)" />
      )}
    </>
  );
}

/** The admissions group's file: the application form parents download, and a box to remove it. */
function ApplicationFormFields({
  formKey,
  fields,
}: {
  formKey: string | null;
  fields: Record<"applicationForm" | "removeApplicationForm", FieldMeta>;
}) {
  return (
    <>
      <TextField
        // A new stored form empties the file field, so a later save does not send the same file again.
        key={formKey ?? "none"}
        meta={fields.applicationForm}
        label="Application form"
        type="file"
        accept="application/pdf,.pdf"
        optional={false}
        hint={
          <>
            A PDF file of up to 20 MB; a new one replaces the old.{" "}
            {formKey ? (
              <a className="text-brand-800 underline" href={uploadUrl(formKey)}>
                The current form
              </a>
            ) : (
              "No form uploaded yet: the Admissions page tells parents to ask at the office."
            )}
          </>
        }
      />
      {formKey && <CheckboxField meta={fields.removeApplicationForm} label="Remove the application form" />}
    </>
  );
}

function AutoConfirmField({ meta }: { meta: FieldMeta }) {
  return (
    <div className="md:col-span-2">
      <CheckboxField meta={meta} label="Confirm matched payments at once" />
      <p className="text-sm text-slate-600">
        A credit of an imported statement that matches a payment is then confirmed, and its receipt sent, without
        waiting for a press of Confirm.
      </p>
    </div>
  );
}

function PrivacyNoticeLink() {
  return (
    <p className="text-sm md:col-span-2">
      <Link
        to={href("/admin/privacy-notice")}
        className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline"
      >
        Edit the privacy notice&apos;s text
      </Link>
    </p>
  );
}

const SECRET_ID = "gateway-secret";

/**
 * Beside the form, with forms of its own (decision 0067): the secret the gateway checks signatures with, a new one
 * behind a confirmation, and a test message whose answer from the gateway shows here.
 */
function GatewayCard({ secret, lastReply }: { secret: string; lastReply?: SettingsReply }) {
  const [confirming, setConfirming] = useState(false);
  const renewal = useAdminAction<SettingsReply>(() => setConfirming(false));
  const test = useAdminForm({
    section: { path: SETTINGS_PATH },
    intent: "send_test",
    id: "gateway-test",
    schema: testMessageSchema,
    lastReply,
  });
  const reply = (test.reply as SettingsReply | undefined) ?? lastReply;
  const answer = reply?.intent === "send_test" ? reply.gateway : undefined;
  return (
    <section
      aria-labelledby="gateway-card-title"
      className="mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="gateway-card-title" className="text-base font-semibold text-slate-900">
        The gateway&apos;s secret and a test message
      </h2>
      <div className="space-y-2">
        <label htmlFor={SECRET_ID} className="block text-sm font-medium text-slate-900">
          Signing secret
        </label>
        <p id={`${SECRET_ID}-hint`} className="text-sm text-slate-600">
          The gateway checks each message&apos;s signature with this secret. Give it to whoever set up the gateway, and
          to nobody else.
        </p>
        <input
          id={SECRET_ID}
          type="text"
          readOnly
          value={secret}
          aria-describedby={`${SECRET_ID}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          New Secret
        </Button>
        <ConfirmModal
          open={confirming}
          onOpenChange={setConfirming}
          title="New Secret"
          description="The old secret stops working at once: the gateway refuses every message until it is given the new one."
          confirmLabel="New Secret"
          busyLabel="Making..."
          busy={renewal.busy}
          onConfirm={() => renewal.fetcher.submit({ intent: "new_secret" }, { method: "post", action: SETTINGS_PATH })}
        />
      </div>
      <AdminForm state={test} className="space-y-3" submit={{ label: "Send Test Message", busyLabel: "Sending..." }}>
        <p className="text-sm text-slate-600">
          One message to this number through the saved gateway, sent at once; the gateway&apos;s answer shows here.
        </p>
        <TextField
          meta={test.fields.mobile}
          label="Mobile number"
          type="tel"
          autoComplete="off"
          // Required, though the subscribe form's rules it reuses make it optional.
          optional={false}
        />
      </AdminForm>
      {answer && (
        <p
          role="status"
          className={`rounded-md border p-3 text-sm break-words ${answer.taken ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
        >
          {answer.said}
        </p>
      )}
    </section>
  );
}
