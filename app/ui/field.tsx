import type { ReactNode } from "react";

/** A labelled form control with its hint and its error message beneath. */
export function Field({
  label,
  htmlFor,
  errors,
  errorId,
  hint,
  optional,
  children,
}: {
  label: string;
  htmlFor: string;
  errors?: string[];
  errorId: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <p id={errorId} className="min-h-0 text-sm text-red-700" aria-live="polite">
        {errors?.[0]}
      </p>
    </div>
  );
}

export const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/** A message about the whole form (e.g. the server could not store it). */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {errors[0]}
    </div>
  );
}
