import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * A labelled control: its label, the control, its hint, and one line kept for
 * its message even while there is none, so that a message appearing moves
 * nothing below it (the button being pressed, say). Forms use it through
 * ./form-controls, which wire conform's metadata into it.
 */
export function Field({
  label,
  htmlFor,
  errors,
  errorId,
  hint,
  hintId,
  optional,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  errors?: string[];
  errorId: string;
  hint?: ReactNode;
  /** The hint's id, for the control's aria-describedby. */
  hintId?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600">
            {" "}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={errorId} errors={errors} />
    </div>
  );
}

/** A field's (or a group of boxes') first message, on its own line, kept while empty. */
export function ErrorLine({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="mt-0.5 min-h-5 text-sm leading-5 text-red-700" aria-live="polite">
      {errors?.[0]}
    </p>
  );
}

// At least 44 px high, a target a thumb can hit (decision 0049).
export const controlClass =
  "block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * A message about the whole form (the server could not store it, say). Forms
 * put it below their button: when it appears, the button stays where it was.
 */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm whitespace-pre-line text-red-800"
    >
      {errors[0]}
    </div>
  );
}
