import { Fragment } from "react";

/**
 * An e-mail address as text that a narrow screen may wrap before its "@" and before each dot, the places a reader
 * expects a break, and not inside a word (decision 0049): `<wbr>` offers the breaks, and the address is cut inside a
 * word only when a part of it is wider than its line (`overflow-wrap: break-word`), never at every letter as
 * `word-break: break-all` would. The text copied or read aloud is the address unchanged.
 */
export function EmailAddress({ email, className = "" }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`break-words ${className}`.trim()}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
