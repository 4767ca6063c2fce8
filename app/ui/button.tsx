import type { ComponentProps } from "react";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  // What cannot be undone: an erasure.
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60",
} as const;

/** The look of a button, for <button>s and for links that act as buttons. */
export function buttonClass(variant: keyof typeof variants = "primary", extra = "") {
  // At least 44 px high, a target a thumb can hit (decision 0049).
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof variants }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
