// The pages that fill in an application (docs/specification.md §22), for a parent online and for staff entering a
// paper form (decision 0057): what each step's page loads, and what each post does. The routes stay thin; every
// rule of which step may be opened or saved, and of the window, is decided here, on the server.
import { parseWithZod } from "@conform-to/zod/v4";
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { data, redirect, type RouterContextProvider } from "react-router";

import type { Actor } from "~/features/admin/outcome";
import { IN_PAGE_REPLY } from "~/features/public-forms/form-key";
import { consumePublicFormLimits, RATE_LIMITED_MESSAGE } from "~/features/public-forms/submit.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import type { Tx } from "~/lib/database/db.server";
import { addressKeys, consumeRateLimits } from "~/lib/database/rate-limit.server";
import { schoolToday } from "~/lib/database/time.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { isHoneypotFilled } from "~/lib/forms/honeypot";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf, pathIn, type Locale } from "~/lib/language/locale";
import { redirectWithToast } from "~/lib/page/toast.server";
import { logFailedWrite } from "~/lib/server/cannot-store.server";
import { env } from "~/lib/server/env.server";
import { refusal } from "~/lib/server/http";
import { clientAddressContext } from "~/lib/server/request-context";
import { siteOrigin } from "~/lib/server/site-url.server";

import { applicationDefinition } from "../application.server";
import {
  addDraftDocument,
  documentsOfDraft,
  judgeDocument,
  removeDraftDocument,
} from "../documents/document-upload.server";
import {
  allowedStep,
  auditPaperForm,
  createDraft,
  resumeStep,
  saveStep,
  touchDraft,
  type Draft,
} from "../drafts/drafts.server";
import { APPLICATION_TOKEN_PATTERN, applicationTokenHash } from "../drafts/token.server";
import { APPLY_PATH, draftPath, PAPER_FORM_PATH, paperDraftPath, statusPath } from "../paths";
import { applicationsWindow, type AdmissionSetup, type ApplicationsWindow } from "../setup/setup.server";
import { windowNotice } from "../setup/window-texts";
import { ageWarning } from "./age-warning";
import type { ClassChoice, Mode, PageData, StepReply, StepView } from "./apply-types";
import {
  childSchema,
  childValues,
  DOCUMENT_MESSAGES,
  isDocumentKind,
  isSavedStep,
  MAX_DOCUMENT_BYTES,
  paperReviewSchema,
  reviewSchema,
  stepSchema,
  type DraftSteps,
  type SavedStep,
} from "./schema";
import { isStep, stepAfter, STEPS, type Step } from "./steps";
import { submitDraft, submittedApplication } from "./submit.server";

// ------------------------------------------------------------------ what every page reads

interface PageContext {
  locale: Locale;
  i18n: I18n;
  today: string;
  window: ApplicationsWindow;
}

async function pageContext(request: Request): Promise<PageContext> {
  const locale = localeOf(new URL(request.url).pathname);
  const today = schoolToday();
  const [i18n, settings] = await Promise.all([i18nFor(locale), getSchoolSettings()]);
  return { locale, i18n, today, window: await applicationsWindow(settings.admissionsSession, today) };
}

/** Staff may enter a paper form once the session is set up, open or not: forms handed in by the closing day come later. */
const PAPER_NOT_SET_UP = "Applications are not set up for this session yet: set up the session's admissions first.";

/** The setup the steps are checked against, or the notice that says why there is none to use. */
function usableSetup(mode: Mode, { window, i18n }: PageContext): { setup: AdmissionSetup } | { notice: string } {
  if (mode === "paper") return window.state === "none" ? { notice: PAPER_NOT_SET_UP } : { setup: window.setup };
  if (window.state === "open") return { setup: window.setup };
  return { notice: windowNotice(i18n, window)! };
}

/** Where a step is, on a page's own address. */
const stepAddress = (base: string, step: Step) => `${base}?step=${step}`;

function classChoices(setup: AdmissionSetup): ClassChoice[] {
  return setup.classes.map(({ className, ageRule }) => ({ className, rule: ageRule }));
}

/** The age warning for the draft's child as saved, against the class's rule now. */
function savedAgeWarning(i18n: I18n, steps: DraftSteps, setup: AdmissionSetup) {
  const child = steps.child;
  const open = child && setup.classes.find((choice) => choice.className === child.class_sought);
  if (!child || !open) return null;
  return ageWarning(i18n, { dateOfBirth: child.date_of_birth, className: open.className, rule: open.ageRule });
}

/** The shown step's saved values checked again against the setup now: their messages, when they no longer pass. */
function recheckOf(step: Step, steps: DraftSteps, { i18n, today }: PageContext, setup: AdmissionSetup) {
  if (!isSavedStep(step) || !steps[step]) return null;
  const form = formDataOf(steps[step] as Record<string, unknown>);
  const classes = setup.classes.map((open) => open.className);
  const submission = parseWithZod(form, { schema: stepSchema(step, i18n, { today, classes }) });
  return submission.status === "success" ? null : submission.reply();
}

/** A step's saved values as its form would send them (siblings[0].name, …). */
function formDataOf(values: Record<string, unknown>, prefix = "", form = new FormData()) {
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value))
      value.forEach((row, index) => formDataOf(row as Record<string, unknown>, `${name}[${index}]`, form));
    else if (value !== undefined && value !== null) form.set(name, String(value));
  }
  return form;
}

function stepView(
  mode: Mode,
  step: Step,
  { base, resumeLink, draft }: { base: string; resumeLink: string | null; draft: Draft | null },
  context: PageContext,
  setup: AdmissionSetup,
  documents: StepView["documents"],
): StepView {
  const steps = draft?.steps ?? {};
  return {
    mode,
    step,
    base,
    resumeLink,
    held: STEPS.filter((each) => draft !== null && isSavedStep(each) && steps[each] !== undefined),
    saved: steps,
    classes: classChoices(setup),
    today: context.today,
    session: setup.session,
    registrationFee: setup.registrationFee,
    documents,
    ageWarning: savedAgeWarning(context.i18n, steps, setup),
    recheck: recheckOf(step, steps, context, setup),
  };
}

// ------------------------------------------------------------------ a new application

/** The first step, before there is a draft: `/admissions/apply`, or the paper form's first page. */
export async function loadNewApplication(request: Request, mode: Mode): Promise<PageData> {
  const context = await pageContext(request);
  const usable = usableSetup(mode, context);
  if ("notice" in usable) return { page: "notice", notice: usable.notice };
  const base = mode === "online" ? pathIn(context.locale, APPLY_PATH) : PAPER_FORM_PATH;
  return {
    page: "step",
    view: stepView(mode, "child", { base, resumeLink: null, draft: null }, context, usable.setup, []),
  };
}

/** Saving the first step makes the draft and opens its address at the next step. */
export async function startApplication(
  request: Request,
  formData: FormData,
  routerContext: Readonly<RouterContextProvider>,
  staff?: Actor,
) {
  const mode: Mode = staff ? "paper" : "online";
  const context = await pageContext(request);
  const usable = usableSetup(mode, context);
  const base = mode === "online" ? pathIn(context.locale, APPLY_PATH) : PAPER_FORM_PATH;
  // A bot is answered as if its draft were made, and nothing is kept.
  if (isHoneypotFilled(formData)) return redirect(base, 303);
  // What was typed is checked first (with no setup, no class is open), then whether anything may be kept now.
  const classes = context.window.state === "none" ? [] : context.window.setup.classes.map((open) => open.className);
  const submission = parseWithZod(formData, { schema: childSchema(context.i18n, { today: context.today, classes }) });
  if (submission.status !== "success") {
    return data({ step: "child", result: submission.reply() } satisfies StepReply, { status: 400 });
  }
  if ("notice" in usable) return data({ notice: usable.notice } satisfies StepReply, { status: 409 });
  if (!staff && !(await consumePublicFormLimits("application-draft", routerContext.get(clientAddressContext)))) {
    const result = submission.reply({ formErrors: [context.i18n._(RATE_LIMITED_MESSAGE)] });
    return data({ step: "child", result } satisfies StepReply, { status: 429 });
  }
  const child = childValues(submission.value);
  const { id, token } = await createDraft(child, { language: context.locale, ...(staff ? { staff } : {}) });
  const next = mode === "online" ? pathIn(context.locale, draftPath(token)) : paperDraftPath(id);
  return redirect(stepAddress(next.split("?")[0]!, "parents"), 303);
}

// ------------------------------------------------------------------ a draft's pages

/** How a draft's page is opened: by a parent's private link, or by staff with the draft's id. */
export type DraftAccess =
  { mode: "online"; token: string; draft: Draft | null } | { mode: "paper"; draft: Draft | null; id: string };

const baseOf = (access: DraftAccess, locale: Locale) =>
  access.mode === "online" ? pathIn(locale, draftPath(access.token)) : paperDraftPath(access.id);

const NOT_A_LINK = {
  online: (i18n: I18n) =>
    t(
      i18n,
    )`This link does not open an application. It may have been copied wrongly, or the application was not finished within 30 days.`,
  paper: () => "This paper form no longer exists: it was submitted or erased.",
};

/** A draft's page at `?step=`: the step, once the steps it needs are there; the confirmation, once submitted. */
export async function loadDraftPage(request: Request, access: DraftAccess): Promise<PageData> {
  const context = await pageContext(request);
  const { draft } = access;
  if (!draft) {
    if (access.mode === "online" && APPLICATION_TOKEN_PATTERN.test(access.token)) {
      const submitted = await submittedApplication(applicationTokenHash(access.token));
      if (submitted) {
        const fee = context.window.state === "none" ? null : context.window.setup.registrationFee;
        const statusLink = `${siteOrigin(request)}${statusPath(access.token, context.locale)}`;
        return { page: "submitted", confirmation: { ...submitted, fee, statusLink } };
      }
    }
    throw refusal(404, NOT_A_LINK[access.mode](context.i18n));
  }
  const usable = usableSetup(access.mode, context);
  if ("notice" in usable) return { page: "notice", notice: usable.notice };
  const base = baseOf(access, context.locale);
  const asked = new URL(request.url).searchParams.get("step");
  const step = isStep(asked) ? allowedStep(draft, asked) : resumeStep(draft);
  if (step !== asked) throw redirect(stepAddress(base, step));
  const resumeLink = access.mode === "online" ? `${siteOrigin(request)}${base}` : null;
  const documents = step === "documents" || step === "review" ? await documentsOfDraft(draft.id) : [];
  return {
    page: "step",
    view: stepView(
      access.mode,
      step,
      { base, resumeLink, draft },
      context,
      usable.setup,
      documents.map(({ kind, contentType, bytes }) => ({ kind, contentType, bytes })),
    ),
  };
}

/** The documents' post: its form with one file, read whole only when it is within the limit (and drained past it). */
const DOCUMENT_FORM_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
/** Past this a post is cut off with a 413 page rather than read to its end: no phone's photo or scan is this large. */
const DRAINED_AT_MOST = 40 * 1024 * 1024;

/**
 * The documents' form, or null when it is larger than one document may be: such a body is read to its end (and
 * thrown away, up to DRAINED_AT_MOST), so that the browser, still sending, is given the page that says so
 * rather than a broken connection.
 */
async function readDocumentForm(request: Request): Promise<FormData | null> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > DRAINED_AT_MOST) throw refusal(413, "The form is too large.");
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of request.body ?? []) {
      size += chunk.byteLength;
      if (size > DRAINED_AT_MOST) throw refusal(413, "The form is too large.");
      if (size <= DOCUMENT_FORM_BYTES) chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof Response || (error as { init?: unknown }).init) throw error;
    throw refusal(400, "The form could not be read.");
  }
  if (size > DOCUMENT_FORM_BYTES) return null;
  try {
    return await new Response(new Uint8Array(Buffer.concat(chunks)), {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    throw refusal(400, "The form could not be read.");
  }
}

/** Uploads a parent may make from one address in an hour: five documents, each a few times over. */
const UPLOADS_PER_ADDRESS = { limit: 40, windowSeconds: 3600 };

async function documentsAction(
  request: Request,
  draft: Draft,
  base: string,
  { i18n }: PageContext,
  { staff, address }: { staff?: Actor; address: string },
) {
  const kind = new URL(request.url).searchParams.get("kind");
  if (!isDocumentKind(kind)) throw refusal(400, "Choose a document from the list.");
  const refused = (message: string, status: number) =>
    data({ step: "documents", document: { kind, message } } satisfies StepReply, { status });
  const formData = await readDocumentForm(request);
  if (!formData) return refused(i18n._(DOCUMENT_MESSAGES.tooLarge), 413);
  const done = () =>
    formData.get(IN_PAGE_REPLY.name) === IN_PAGE_REPLY.value
      ? data({ step: "documents", uploaded: kind } satisfies StepReply)
      : redirect(stepAddress(base, "documents"), 303);
  const alongside = async (tx: Tx, change: string) => {
    await touchDraft(tx, draft.id);
    if (staff) await auditPaperForm(tx, staff, draft.id, `${change}_${kind}`);
  };
  if (formData.get("intent") === "remove") {
    await removeDraftDocument(draft.id, kind, (tx) => alongside(tx, "remove"));
    return done();
  }
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return refused(i18n._(DOCUMENT_MESSAGES.noFile), 400);
  if (file.size > MAX_DOCUMENT_BYTES) return refused(i18n._(DOCUMENT_MESSAGES.tooLarge), 413);
  if (!staff) {
    const { allowed } = await consumeRateLimits([
      { key: `application-upload:address:${addressKeys(address).address}`, ...UPLOADS_PER_ADDRESS },
    ]);
    if (!allowed) return refused(i18n._(RATE_LIMITED_MESSAGE), 429);
  }
  const judged = await judgeDocument(Buffer.from(await file.arrayBuffer()));
  if (!judged.ok) return refused(i18n._(judged.message), judged.status);
  try {
    await addDraftDocument(draft.id, kind, judged, (tx) => alongside(tx, "upload"));
  } catch (error) {
    logFailedWrite(error, "Applications: could not store a document");
    return refused(i18n._(DOCUMENT_MESSAGES.failed), 503);
  }
  return done();
}

/** A post to a draft's page at `?step=`: saves the step (or a document), or submits the application from the review. */
export async function draftAction(
  request: Request,
  access: DraftAccess,
  routerContext: Readonly<RouterContextProvider>,
  staff?: Actor,
) {
  const context = await pageContext(request);
  const asked = new URL(request.url).searchParams.get("step");
  if (!isStep(asked)) throw refusal(400, "Choose a step of the application.");
  const { draft } = access;
  if (!draft) {
    // Submitted meanwhile (a second press of Submit, say): its address shows the confirmation.
    const token = access.mode === "online" && APPLICATION_TOKEN_PATTERN.test(access.token) ? access.token : null;
    if (token && (await submittedApplication(applicationTokenHash(token)))) {
      return redirect(pathIn(context.locale, draftPath(token)), 303);
    }
    throw refusal(404, NOT_A_LINK[access.mode](context.i18n));
  }
  const usable = usableSetup(access.mode, context);
  if ("notice" in usable) return data({ notice: usable.notice } satisfies StepReply, { status: 409 });
  const base = baseOf(access, context.locale);
  // A post for a step before the steps it needs is sent back to the first one missing, and nothing of it is kept.
  const allowed = allowedStep(draft, asked);
  if (allowed !== asked) return redirect(stepAddress(base, allowed), 303);
  const address = routerContext.get(clientAddressContext);
  if (asked === "documents")
    return documentsAction(request, draft, base, context, { ...(staff ? { staff } : {}), address });

  const formData = await readFormData(request);
  const post: DraftPost = { request, formData, access, draft, context, setup: usable.setup, staff, address };
  return isSavedStep(asked) ? saveStepAction(post, asked) : submitAction(post);
}

/** A post to a draft's step, with all that saving the step or submitting the draft reads. */
interface DraftPost {
  request: Request;
  formData: FormData;
  access: DraftAccess;
  draft: Draft;
  context: PageContext;
  setup: AdmissionSetup;
  staff: Actor | undefined;
  address: string;
}

async function saveStepAction(post: DraftPost, step: SavedStep) {
  const { request, formData, access, draft, context, setup, staff, address } = post;
  const base = baseOf(access, context.locale);
  const classes = setup.classes.map((open) => open.className);
  const schema = stepSchema(step, context.i18n, { today: context.today, classes });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ step, result: submission.reply() } satisfies StepReply, { status: 400 });
  }
  const value = step === "child" ? childValues(submission.value as never) : submission.value;
  const resumeLink =
    access.mode === "online" && step === "parents"
      ? {
          token: access.token,
          origin: siteOrigin(request),
          address: addressKeys(address).address,
          settings: await getSchoolSettings(),
        }
      : undefined;
  await saveStep(draft, step, value as never, { ...(staff ? { staff } : {}), ...(resumeLink ? { resumeLink } : {}) });
  return redirect(stepAddress(base, stepAfter(step)!), 303);
}

async function submitAction(post: DraftPost) {
  const { request, formData, access, draft, context, setup, staff, address } = post;
  const base = baseOf(access, context.locale);
  if (isHoneypotFilled(formData)) return redirect(base, 303);
  const submission = parseWithZod(formData, { schema: staff ? paperReviewSchema : reviewSchema(context.i18n) });
  if (submission.status !== "success") {
    return data({ step: "review", result: submission.reply() } satisfies StepReply, { status: 400 });
  }
  if (!staff && !(await consumePublicFormLimits(applicationDefinition.form.name, address))) {
    const result = submission.reply({ formErrors: [context.i18n._(RATE_LIMITED_MESSAGE)] });
    return data({ step: "review", result } satisfies StepReply, { status: 429 });
  }
  const mail = { settings: await getSchoolSettings(), origin: siteOrigin(request), timeZone: env().SCHOOL_TIMEZONE };
  const submitted = await submitDraft(draft, {
    token: access.mode === "online" ? access.token : null,
    setup,
    today: context.today,
    ...(staff ? { staff } : {}),
    mail,
  });
  if (!submitted.ok && "step" in submitted) return redirect(stepAddress(base, submitted.step), 303);
  if (access.mode === "online") return redirect(base, 303);
  if (!submitted.ok) throw refusal(404, NOT_A_LINK.paper());
  return redirectWithToast(`/admin/applications/${submitted.id}`, {
    type: "success",
    title: `Application ${submitted.number} entered`,
  });
}
