import { ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { Form } from "react-router";

import { OfficeSection } from "~/features/admin/admin-page";
import { Button, buttonClass } from "~/ui/button";
import { controlClass } from "~/ui/field";
import { Modal } from "~/ui/modal";

import { pagePreviewPath } from "../addresses";

/** A publish of a page as its history shows it: when, in the school's time, written on the server. */
export interface EditorRevision {
  number: number;
  title: string;
  publishedBy: string;
  publishedWhen: string;
  changes: string[];
}

/** The saved copy as a parent would see it: in a frame a phone wide, in English or Hindi, or opened on its own. */
export function Preview({ id, unsaved }: { id: string; unsaved: boolean }) {
  const [shown, setShown] = useState<"en" | "hi" | null>(null);
  return (
    <OfficeSection id="preview-heading" title="Preview" className="space-y-3">
      <p className="text-sm text-slate-700">
        The page as a parent will see it once published, from what is saved.
        {unsaved ? " Save Draft first to see your latest changes." : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setShown("en")} aria-pressed={shown === "en"}>
          Preview in English
        </Button>
        <Button variant="secondary" onClick={() => setShown("hi")} aria-pressed={shown === "hi"}>
          Preview in Hindi
        </Button>
        <a href={pagePreviewPath(id, shown ?? "en")} target="_blank" rel="noopener" className={buttonClass("ghost")}>
          <ExternalLink aria-hidden className="h-4 w-4" />
          Open in a new tab
        </a>
      </div>
      {shown ? (
        <iframe
          key={shown}
          title={`Preview of the page in ${shown === "en" ? "English" : "Hindi"}, at a phone's width`}
          src={pagePreviewPath(id, shown)}
          className="h-[40rem] w-[360px] max-w-full rounded-lg border border-slate-300 bg-white"
        />
      ) : null}
    </OfficeSection>
  );
}

/** Every publish, newest first: who, when, what changed, and Restore for an earlier one. */
export function History({ path, revisions }: { path: string; revisions: EditorRevision[] }) {
  return (
    <OfficeSection id="history-heading" title="History" className="space-y-3">
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-700">Not published yet.</p>
      ) : (
        <ol className="space-y-3">
          {revisions.map((revision, index) => (
            <li key={revision.number} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="font-semibold text-slate-900">
                Version {revision.number}
                {index === 0 ? " (the newest)" : ""}
              </p>
              <p className="text-slate-700">
                Published {revision.publishedWhen} by {revision.publishedBy}
              </p>
              <p className="text-slate-700">{revision.changes.join("; ") || "No changes"}</p>
              {index > 0 ? (
                <Form method="post" action={path} className="mt-2">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="revision" value={revision.number} />
                  <Button type="submit" variant="secondary">
                    Restore Version {revision.number}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </OfficeSection>
  );
}

/** What a removed page's address does then: the choices of the Remove Page dialog. */
const ENDINGS = [
  { value: "gone", label: "Says “This page has been removed” for a year" },
  { value: "redirect", label: "Sends visitors to another page" },
] as const;
type PageEnding = (typeof ENDINGS)[number]["value"];

/** Taking the page off the site (it stays a draft), and removing it, asked first. */
export function Ending({ path, published, title }: { path: string; published: boolean; title: string }) {
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState<PageEnding>("gone");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Take off or remove
      </h2>
      {published ? (
        <Form method="post" action={path}>
          <input type="hidden" name="intent" value="unpublish" />
          <p className="text-sm text-slate-700">
            Taken off the site, it leaves the menus and becomes a draft again, with its history.
          </p>
          <Button type="submit" variant="secondary" className="mt-2">
            Take Off the Site
          </Button>
        </Form>
      ) : null}
      <div>
        <p className="text-sm text-slate-700">Removed, it leaves the site and this list for good.</p>
        <Button variant="danger" className="mt-2" onClick={() => setAsking(true)}>
          Remove Page
        </Button>
      </div>
      <Modal
        open={asking}
        onOpenChange={setAsking}
        title="Remove Page"
        description={`Remove “${title}”? It leaves the site and the list of pages, with its images and files. This cannot be undone.`}
      >
        <Form method="post" action={path} className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="remove" />
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">Its address then</legend>
            {ENDINGS.map((choice) => (
              <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="ending"
                  value={choice.value}
                  className="h-5 w-5"
                  checked={ending === choice.value}
                  onChange={() => setEnding(choice.value)}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {ending === "redirect" ? (
            <div>
              <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
                Send visitors to
              </label>
              <input
                id={`${id}-to`}
                name="redirectTo"
                className={`${controlClass} mt-1.5`}
                placeholder="/fees"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            </div>
          ) : null}
          <Button type="submit" variant="danger" className="w-full">
            Remove Page
          </Button>
        </Form>
      </Modal>
    </section>
  );
}
