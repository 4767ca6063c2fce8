// What staff typed into a back office form and have not saved, kept in the browser tab (sessionStorage) as they
// type: a dialog closed by Android's Back or a tap beside it, or a page left with a note half written, gives it back
// when the form opens again (decision 0075). Passwords and files are never kept; a save forgets it.

const PREFIX = "kept-typing:";

type Typed = Record<string, string | string[]>;

/** The tab's storage, or null where there is none (the server, a browser that refuses it). */
function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What was typed into the form kept under `key`, or null. */
export function readTyped(key: string): Typed | null {
  try {
    const text = store()?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as Typed) : null;
  } catch {
    return null;
  }
}

/** Keeps what `form` holds now under `key`: each field a person types, never a password, a file or a hidden value. */
export function keepTyped(key: string, form: HTMLFormElement) {
  const typed: Typed = {};
  for (const element of form.elements) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if (["password", "file", "hidden", "submit", "button"].includes(element.type)) continue;
      if ((element.type === "checkbox" || element.type === "radio") && !element.checked) continue;
    }
    const values =
      element instanceof HTMLSelectElement && element.multiple
        ? [...element.selectedOptions].map((option) => option.value)
        : [element.value];
    const before = typed[element.name];
    typed[element.name] = before === undefined ? (values.length === 1 ? values[0]! : values) : [before, values].flat();
  }
  try {
    store()?.setItem(PREFIX + key, JSON.stringify(typed));
  } catch {
    // A full or refused storage keeps nothing; the form still works.
  }
}

/** Forgets what was kept under `key` (it was saved, or staff chose to start again). */
export function forgetTyped(key: string) {
  try {
    store()?.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

/** Whether `typed` differs from what the form starts with: only then is it worth giving back. */
export function differsFrom(typed: Typed, start: Record<string, unknown> = {}) {
  return Object.entries(typed).some(([name, value]) => {
    const initial = start[name];
    const asText = (one: unknown) => (one === undefined || one === null ? "" : String(one));
    return Array.isArray(value)
      ? JSON.stringify(value) !== JSON.stringify([initial ?? []].flat().map(asText))
      : value !== asText(initial);
  });
}
