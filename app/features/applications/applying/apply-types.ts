// What an application's pages load and what their posts answer (./apply-route.server), as the pages read them.
import type { SubmissionResult } from "@conform-to/react";

import type { DocumentKind } from "../options";
import type { AgeRule, ClassName } from "../rules";
import type { DraftSteps } from "./schema";
import type { Step } from "./steps";

/** What the confirmation shows of a submitted application. */
export interface Confirmation {
  number: string;
  session: string;
  childName: string;
  classSought: string;
  email: string | null;
  /** The number of the earlier application for the same child and class, which this one repeats. */
  earlierNumber: string | null;
  /** The session's registration fee, in rupees; null: none. */
  fee: number | null;
  /** The private status page, in the page's language. */
  statusLink: string;
}

/** Who fills the application in: a parent online, or staff entering a paper form (in English, in the back office). */
export type Mode = "online" | "paper";

/** A class the child may be applied for, with its age rule for the warning. */
export interface ClassChoice {
  className: ClassName;
  rule: AgeRule;
}

/** What a step's page shows. */
export interface StepView {
  mode: Mode;
  step: Step;
  /** Where the step's forms post and its steps link to (the page's own path, in its language), before `?step=`. */
  base: string;
  /** The draft's private address, to keep (a parent's draft only). */
  resumeLink: string | null;
  /** The steps the draft holds, for the list of steps. */
  held: Step[];
  saved: DraftSteps;
  classes: ClassChoice[];
  today: string;
  session: string;
  registrationFee: number | null;
  documents: { kind: DocumentKind; contentType: string; bytes: number }[];
  /** The child is outside the class's age rule: the warning, never a refusal. */
  ageWarning: string | null;
  /** The shown step's saved values checked again now (a class closed since, say), when they no longer pass. */
  recheck: SubmissionResult<string[]> | null;
}

export type PageData =
  | { page: "notice"; notice: string }
  | { page: "step"; view: StepView }
  | { page: "submitted"; confirmation: Confirmation };

/** What a refused post answers the step's page with. */
export type StepReply =
  | { step: Step; result: SubmissionResult<string[]> }
  | { step: "documents"; document: { kind: DocumentKind; message: string }; uploaded?: undefined }
  | { step: "documents"; uploaded: DocumentKind; document?: undefined }
  | { notice: string };
