import { asLocalText, type ShownText } from "~/lib/language/localized";

/**
 * Staff's text inside a sentence or an element that holds more than it: a <span lang="en"> around English
 * shown on a Hindi page (decision 0054), and the bare text otherwise, so an English page's HTML is unchanged.
 */
export function LocalSpan({ value }: { value: ShownText }) {
  const { text, lang } = asLocalText(value);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
