import { Camera, FileText, RotateCcw, Trash2, Upload, type LucideIcon } from "lucide-react";
import { useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Form, useRevalidator } from "react-router";

import { OfficeSection } from "~/features/admin/admin-page";
import { sectionPath } from "~/features/admin/sections";
import { fileSize } from "~/lib/files/file-size";
import { sendWithProgress } from "~/lib/files/send-with-progress";
import { useHydrated } from "~/lib/page/use-hydrated";
import { Button } from "~/ui/button";

import { NOTICE_FILE_LIMITS, noticeImageUrl, type NoticeFileKind } from "./notices";
import { NOTICE_FILE_MESSAGES } from "./schema";

/** A file of a notice as its editor shows it. */
export interface EditedFile {
  id: string;
  kind: NoticeFileKind;
  name: string;
  storageKey: string;
  contentType: string;
  bytes: number;
  pages: number | null;
  caption: string;
  captionHi: string | null;
  alt: string;
  altHi: string | null;
  decorative: boolean;
  isCover: boolean;
}

// Each file on its way has a key of its own (crypto.randomUUID is missing on a plain-http address in the school).
let nextKey = 0;

/** One file on its way: how far it got, and why it stopped. */
interface Sending {
  key: string;
  file: File;
  kind: NoticeFileKind;
  consent: boolean;
  sent: number;
  total: number;
  state: "sending" | "failed";
  message: string | null;
}

/** The editor's two lists of files, each with its limit, its hint and what it accepts. */
const FILE_SECTIONS = [
  {
    kind: "attachment",
    title: "Attachments",
    limit: "attachments",
    hint: "The signed circular as a PDF, or a photo of the paper notice. Each file at most 20 MB.",
    accept: "application/pdf,image/*",
  },
  {
    kind: "photo",
    title: "Photos",
    limit: "photos",
    hint: "For news: the first is the cover. Describe each photo for people who cannot see it.",
    accept: "image/*",
  },
] as const;

/**
 * A saved notice's attachments and photos (decision 0077). Each file chosen, or taken with the phone's camera, goes
 * on its own with its progress; one that fails stays in the list with its reason and Try Again, and the words typed
 * above are not touched. Without scripts, the same forms send one file each and come back to this page.
 */
export function NoticeFilesEditor({ noticeId, files }: { noticeId: string; files: EditedFile[] }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [sendings, setSendings] = useState<Sending[]>([]);
  const url = `${sectionPath("announcements")}/${noticeId}/files`;

  const update = (key: string, change: Partial<Sending>) =>
    setSendings((all) => all.map((one) => (one.key === key ? { ...one, ...change } : one)));

  async function send(one: Sending) {
    update(one.key, { state: "sending", sent: 0, message: null });
    const body = new FormData();
    body.set("kind", one.kind);
    body.set("file", one.file);
    if (one.consent) body.set("consent", "on");
    const answer = await sendWithProgress(url, body, (sent, total) => update(one.key, { sent, total }));
    if (answer.ok) {
      setSendings((all) => all.filter((other) => other.key !== one.key));
      await revalidator.revalidate();
    } else {
      update(one.key, {
        state: "failed",
        message: answer.message ?? "The connection failed before the file arrived. Try again.",
      });
    }
  }

  function chosen(kind: NoticeFileKind, list: FileList | null, consent: boolean) {
    const picked = [...(list ?? [])].map((file): Sending => ({
      key: `${kind}-${(nextKey += 1)}`,
      file,
      kind,
      consent,
      sent: 0,
      total: file.size,
      state: "sending",
      message: null,
    }));
    setSendings((all) => [...all, ...picked]);
    // One after another: on a slow network, files sent together each crawl.
    void picked.reduce((previous, one) => previous.then(() => send(one)), Promise.resolve());
  }

  return (
    <div className="space-y-8">
      {FILE_SECTIONS.map((section) => {
        const held = files.filter((file) => file.kind === section.kind);
        return (
          <FileSection
            key={section.kind}
            title={`${section.title} (${held.length} of ${NOTICE_FILE_LIMITS[section.limit]})`}
            hint={section.hint}
          >
            <AddFiles
              url={url}
              kind={section.kind}
              accept={section.accept}
              hydrated={hydrated}
              // An attachment's consent is always false: only photos ask for it.
              onChosen={(list, consent) => chosen(section.kind, list, consent)}
            />
            <FileList files={held} noticeId={noticeId} />
          </FileSection>
        );
      })}

      {sendings.length > 0 ? (
        <ul aria-label="Files on their way" className="space-y-2">
          {sendings.map((one) => (
            <li key={one.key} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="font-medium break-words text-slate-900">{one.file.name}</p>
              {one.state === "sending" ? (
                <>
                  <progress
                    value={one.sent}
                    max={one.total || 1}
                    aria-label={`Sending ${one.file.name}`}
                    className="mt-2 h-2 w-full"
                  />
                  <p className="mt-1 text-slate-700">
                    {Math.round((one.sent / (one.total || 1)) * 100)}% of {fileSize(one.total)}
                  </p>
                </>
              ) : (
                <div className="mt-1 flex flex-wrap items-center gap-3">
                  <p role="alert" className="text-red-800">
                    {one.message}
                  </p>
                  <Button type="button" variant="secondary" onClick={() => void send(one)}>
                    <RotateCcw aria-hidden className="h-4 w-4" />
                    Try Again
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => setSendings((all) => all.filter((other) => other.key !== one.key))}
                  >
                    Leave It
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <OfficeSection
      id={headingId}
      title={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <div className="mt-4 space-y-4">{children}</div>
    </OfficeSection>
  );
}

/** A button-like label that opens the file chooser (or the camera) through its hidden file input. */
function FilePicker({ icon: Icon, label, ...input }: { icon: LucideIcon; label: string } & ComponentProps<"input">) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50">
      <Icon aria-hidden className="h-4 w-4" />
      {label}
      <input type="file" className="sr-only" {...input} />
    </label>
  );
}

/**
 * The way to add files: choose them, or take a photo with the camera (`capture`). With scripts, a choice sends at
 * once; without, the form's Add button sends the one file chosen.
 */
function AddFiles({
  url,
  kind,
  accept,
  hydrated,
  onChosen,
}: {
  url: string;
  kind: NoticeFileKind;
  accept: string;
  hydrated: boolean;
  onChosen: (files: FileList | null, consent: boolean) => void;
}) {
  const consentRef = useRef<HTMLInputElement>(null);
  const [needsConsent, setNeedsConsent] = useState(false);
  const consentId = useId();
  const pick = (list: FileList | null, input: HTMLInputElement) => {
    if (!list || list.length === 0) return;
    if (kind === "photo" && !consentRef.current?.checked) {
      setNeedsConsent(true);
      consentRef.current?.focus();
      input.value = "";
      return;
    }
    onChosen(list, Boolean(consentRef.current?.checked));
    input.value = "";
  };
  return (
    <Form method="post" action={url} encType="multipart/form-data" className="space-y-3">
      <input type="hidden" name="kind" value={kind} />
      {kind === "photo" ? (
        <div>
          <label
            htmlFor={consentId}
            className="flex min-h-11 items-start gap-3 py-2 text-sm font-medium text-slate-800"
          >
            <input
              ref={consentRef}
              id={consentId}
              type="checkbox"
              name="consent"
              aria-describedby={needsConsent ? `${consentId}-error` : undefined}
              onChange={() => setNeedsConsent(false)}
              className="h-6 w-6 shrink-0 accent-brand-700"
            />
            <span>The parents of the children in these photos agreed to their being shown on the website.</span>
          </label>
          {needsConsent ? (
            <p id={`${consentId}-error`} role="alert" className="text-sm text-red-800">
              {NOTICE_FILE_MESSAGES.consentRequired}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <FilePicker
          icon={Upload}
          label={kind === "photo" ? "Choose photos" : "Choose files"}
          name="file"
          accept={accept}
          multiple={hydrated}
          onChange={(event) => (hydrated ? pick(event.currentTarget.files, event.currentTarget) : undefined)}
        />
        {hydrated ? (
          <FilePicker
            icon={Camera}
            label={kind === "photo" ? "Take a photo" : "Photograph a paper notice"}
            accept="image/*"
            capture="environment"
            onChange={(event) => pick(event.currentTarget.files, event.currentTarget)}
          />
        ) : (
          <Button type="submit">Add</Button>
        )}
      </div>
    </Form>
  );
}

/** The files a notice has: each with what it is, its details to fill in (an image), and Remove. */
function FileList({ files, noticeId }: { files: EditedFile[]; noticeId: string }) {
  if (files.length === 0) return null;
  const editor = `${sectionPath("announcements")}/${noticeId}`;
  return (
    <ul className="space-y-4">
      {files.map((file) => (
        <li key={file.id} className="rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-start gap-3">
            {file.contentType === "application/pdf" ? (
              <FileText aria-hidden className="h-10 w-10 shrink-0 text-brand-800" />
            ) : (
              <img
                src={noticeImageUrl(file.storageKey, 480)}
                alt=""
                className="h-20 w-28 shrink-0 rounded object-cover"
              />
            )}
            {/* At least 10rem, else the row wraps: a file's name squeezed beside its picture and button was cut. */}
            <div className="min-w-40 flex-1 text-sm">
              <p className="font-medium break-words text-slate-900">{file.name}</p>
              <p className="text-slate-700">
                {file.contentType === "application/pdf"
                  ? `PDF, ${fileSize(file.bytes)}${file.pages ? `, ${file.pages} ${file.pages === 1 ? "page" : "pages"}` : ""}`
                  : `Image${file.isCover ? ", the cover" : ""}`}
              </p>
              {file.contentType !== "application/pdf" && !file.decorative && !file.alt.trim() ? (
                <p className="font-medium text-amber-900">Not described yet.</p>
              ) : null}
            </div>
            <Form method="post" action={editor}>
              <input type="hidden" name="intent" value="remove_file" />
              <input type="hidden" name="fileId" value={file.id} />
              <Button type="submit" variant="ghost" aria-label={`Remove ${file.name}`}>
                <Trash2 aria-hidden className="h-4 w-4" />
                Remove
              </Button>
            </Form>
          </div>
          {file.contentType === "application/pdf" ? null : <ImageDetails file={file} action={editor} />}
        </li>
      ))}
    </ul>
  );
}

/** An image's caption and description in English and Hindi, decoration or not, and (a photo) the cover. */
function ImageDetails({ file, action }: { file: EditedFile; action: string }) {
  return (
    <Form method="post" action={action} className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="update_file" />
      <input type="hidden" name="fileId" value={file.id} />
      <DetailText label="Caption" name="caption" value={file.caption} />
      <DetailText label="Caption (Hindi)" name="captionHi" value={file.captionHi ?? ""} hindi />
      <DetailText
        label="Description for people who cannot see it"
        name="alt"
        value={file.alt}
        hint="What the photo shows, in a sentence: “Class V children at the science fair”."
      />
      <DetailText label="Description (Hindi)" name="altHi" value={file.altHi ?? ""} hindi />
      <DetailBox name="decorative" checked={file.decorative}>
        Only decoration: it shows nothing that needs saying
      </DetailBox>
      {file.kind === "photo" ? (
        <DetailBox name="isCover" checked={file.isCover}>
          The cover photo
        </DetailBox>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary">
          Save Details
        </Button>
      </div>
    </Form>
  );
}

/** One of an image's texts, of up to 200 characters: its label, its box, and `hint` below it. */
function DetailText({
  label,
  name,
  value,
  hindi = false,
  hint,
}: {
  label: string;
  name: string;
  value: string;
  hindi?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <label className="text-sm font-medium text-slate-800">
      {label}
      <input
        name={name}
        lang={hindi ? "hi" : undefined}
        defaultValue={value}
        maxLength={200}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 py-2 text-base"
      />
      {hint ? (
        <span id={`${id}-hint`} className="mt-1 block text-xs font-normal text-slate-600">
          {hint}
        </span>
      ) : null}
    </label>
  );
}

/** One of an image's boxes to tick, with its words beside it. */
function DetailBox({ name, checked, children }: { name: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
      <input type="checkbox" name={name} defaultChecked={checked} className="h-6 w-6 accent-brand-700" />
      {children}
    </label>
  );
}
