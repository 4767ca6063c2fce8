// A fixed list of choices written once, each value beside the back office's word for it (one source of truth per
// fact): the values in order, as a form's schema takes them; the word for each; and a <select>'s options.

/**
 * The choices of `words`, in the order they are written: JavaScript keeps an object's string keys in that order, as
 * long as none looks like a whole number (so a value may not be "1").
 */
export function wordedChoices<const Words extends Record<string, string>>(words: Words) {
  type Value = keyof Words & string;
  const values = Object.keys(words) as [Value, ...Value[]];
  return {
    values,
    words: words as Record<Value, string>,
    options: values.map((value) => ({ value, label: words[value] as string })),
  };
}
