import { FilePlus2, TriangleAlert } from "lucide-react";
import { Form, Link } from "react-router";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage, OfficeSection } from "~/features/admin/admin-page";
import { hindiLabel, HindiTextField } from "~/features/admin/hindi-fields";
import type { AdminReply } from "~/features/admin/reply";
import { sectionPath } from "~/features/admin/sections";
import { buttonClass } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";

import { schoolPagePath, suggestedAddress } from "../addresses";
import { createPageSchema, PAGE_PLACE, type PagePlaceChoice } from "./page-schemas";

/** Where a page stands, in the office's words. */
export const PAGE_STATE_LABELS = {
  draft: "Draft",
  published: "On the site",
  changed: "On the site, with changes not published",
} as const;

interface ListedPageView {
  id: string;
  title: string;
  address: string;
  place: PagePlaceChoice;
  position: number;
  state: keyof typeof PAGE_STATE_LABELS;
  placeholders: string[];
}

interface StarterView {
  key: string;
  title: string;
  titleHi: string;
  address: string;
  place: PagePlaceChoice;
}

/**
 * The Pages section (docs/specification.md §32): every page with where it stands and where it is linked from, and
 * Add Page, which offers the suggested pages not yet added, or a page of the school's own from its title.
 */
export function PagesList({
  pages,
  starters,
  lastReply,
}: {
  pages: ListedPageView[];
  starters: StarterView[];
  lastReply?: AdminReply;
}) {
  return (
    <AdminPage title="Pages" description="Pages of the school's own, linked from the site's menus or footer.">
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <OfficeSection id="pages-heading" title="The school's pages">
          {pages.length === 0 ? (
            <p className="mt-3 text-slate-700">No pages yet. Add one: a suggested page is a quick start.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {pages.map((page) => (
                <li key={page.id}>
                  <Link
                    to={`${sectionPath("pages")}/${page.id}`}
                    className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
                  >
                    <span className="block font-semibold text-brand-900 underline-offset-2 hover:underline">
                      {page.title}
                    </span>
                    <span className="block text-sm break-all text-slate-700">{schoolPagePath(page.address)}</span>
                    <span className="mt-1 block text-sm text-slate-700">
                      {PAGE_STATE_LABELS[page.state]} · {PAGE_PLACE.words[page.place]}
                    </span>
                    {page.placeholders.length > 0 ? (
                      <span className="mt-1 flex items-center gap-1 text-sm font-medium text-amber-800">
                        <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
                        Placeholder words to replace, like {page.placeholders[0]}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </OfficeSection>
        <div className="space-y-6">
          {starters.length > 0 ? <SuggestedPages starters={starters} /> : null}
          <AddPageForm lastReply={lastReply} />
        </div>
      </div>
    </AdminPage>
  );
}

/** The suggested pages not yet added: one press makes each a draft, with its structure and placeholder words. */
function SuggestedPages({ starters }: { starters: StarterView[] }) {
  return (
    <OfficeSection
      id="suggested-heading"
      title="Suggested pages"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="mt-1 text-sm text-slate-700">
        Each starts as a draft with a layout and words in [square brackets] to replace. Nothing is published until you
        publish it.
      </p>
      <ul className="mt-3 space-y-2">
        {starters.map((starter) => (
          <li key={starter.key}>
            <Form method="post" action={sectionPath("pages")}>
              <input type="hidden" name="intent" value="create" />
              <input type="hidden" name="starter" value={starter.key} />
              <input type="hidden" name="title" value={starter.title} />
              <input type="hidden" name="titleHi" value={starter.titleHi} />
              <input type="hidden" name="address" value={starter.address} />
              <input type="hidden" name="place" value={starter.place} />
              <button type="submit" className={buttonClass("secondary", "w-full justify-start")}>
                <FilePlus2 aria-hidden className="h-4 w-4" />
                Add {starter.title}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </OfficeSection>
  );
}

/** A page from its title: the address is suggested from it, and may be changed until the page is first published. */
function AddPageForm({ lastReply }: { lastReply?: AdminReply }) {
  const state = useAdminForm({
    section: "pages",
    intent: "create",
    id: "add-page",
    schema: createPageSchema.omit({ starter: true }),
    defaultValue: { place: "none" },
    lastReply,
    keepTyping: true,
  });
  const { fields } = state;
  const typedTitle = typeof fields.title.value === "string" ? fields.title.value : "";
  return (
    <OfficeSection
      id="add-page-heading"
      title="Add Page"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <AdminForm state={state} submit={{ label: "Add Page", busyLabel: "Adding..." }} className="mt-3 space-y-2">
        <TextField meta={fields.title} label="Title" autoComplete="off" />
        <HindiTextField meta={fields.titleHi} label={hindiLabel("Title")} optional />
        <TextField
          meta={fields.address}
          label="Address"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={suggestedAddress(typedTitle) || "bus-routes"}
          hint="The words after the site's name, like /transport. Left empty, it is made from the title."
          optional
        />
        <SelectField meta={fields.place} label="Where it is linked from" options={PAGE_PLACE.options} />
      </AdminForm>
    </OfficeSection>
  );
}
