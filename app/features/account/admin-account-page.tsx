import { useEffect, useRef, type ReactNode } from "react";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage } from "~/features/admin/admin-page";
import type { AdminReply } from "~/features/admin/reply";
import { SECTIONS, type SectionKey } from "~/features/admin/sections";
import { NewPasswordFields } from "~/features/users/password-fields";
import { TextField } from "~/ui/form-controls";

import { ACCOUNT_MESSAGES, ACCOUNT_PATH, accountNameSchema, changePasswordSchema } from "./schema";

export interface AccountView {
  email: string;
  name: string;
  role: "admin" | "user";
  sections: SectionKey[];
  otherSessions: number;
}

function Card({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}

function NameForm({ name, lastReply }: { name: string; lastReply?: AdminReply }) {
  const state = useAdminForm({
    section: { path: ACCOUNT_PATH },
    intent: "update_name",
    id: "account-name",
    schema: accountNameSchema,
    defaultValue: { name },
    lastReply,
  });
  // The saved name (the page's data, read again after the save) is what the field shows next.
  const { form, fields } = state;
  const shown = useRef(name);
  useEffect(() => {
    if (shown.current === name) return;
    shown.current = name;
    form.update({ name: fields.name.name, value: name });
  }, [form, fields.name.name, name]);
  return (
    <AdminForm state={state} submit={{ label: "Save Name", busyLabel: "Saving..." }}>
      <TextField meta={fields.name} label="Name" autoComplete="name" />
    </AdminForm>
  );
}

function PasswordForm({ lastReply }: { lastReply?: AdminReply }) {
  const state = useAdminForm({
    section: { path: ACCOUNT_PATH },
    intent: "change_password",
    id: "account-password",
    schema: changePasswordSchema,
    lastReply,
  });
  const { fields } = state;
  return (
    <AdminForm state={state} submit={{ label: "Update Password", busyLabel: "Updating..." }}>
      <TextField
        meta={fields.currentPassword}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        optional={false}
      />
      <NewPasswordFields
        password={fields.newPassword}
        confirmation={fields.confirmPassword}
        differs={ACCOUNT_MESSAGES.passwordsDiffer}
      />
    </AdminForm>
  );
}

/** /admin/account: every member of staff's own page. */
export function AdminAccountPage({ account, lastReply }: { account: AccountView; lastReply?: AdminReply }) {
  const sections = SECTIONS.filter((section) => account.sections.includes(section.key));
  const others = account.otherSessions;
  return (
    <AdminPage title="My Account" description={`Signed in as ${account.email}.`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Your access">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-medium text-slate-900">Role</dt>
              <dd className="text-slate-700">{account.role === "admin" ? "Admin (every section)" : "User"}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">Sections</dt>
              <dd className="text-slate-700">
                {sections.length ? (
                  <ul className="list-inside list-disc">
                    {sections.map((section) => (
                      <li key={section.key}>{section.label}</li>
                    ))}
                  </ul>
                ) : (
                  "None yet. Please contact an administrator to grant you access."
                )}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-slate-600">Only someone with User Management can change what you may open.</p>
        </Card>
        <Card title="Your name" description="Shown on the dashboard and in User Management.">
          <NameForm name={account.name} lastReply={lastReply} />
        </Card>
        <Card
          title="Change password"
          description={`Your other sessions end when you change it; this one stays signed in.${
            others ? ` You are signed in ${others === 1 ? "in 1 other place" : `in ${others} other places`}.` : ""
          }`}
        >
          <PasswordForm lastReply={lastReply} />
        </Card>
      </div>
    </AdminPage>
  );
}
