/**
 * How a form's controls give the values of its input type (react-hook-form's setValueAs): a text
 * control holds a string, the input wants it trimmed, null when left empty, a number. setValueAs
 * also gets the values react-hook-form sets itself (a default, setValue): those are the input's
 * already (null, a number) and pass unchanged.
 */
function fromText<T>(parse: (text: string) => T): (value: unknown) => unknown {
  return (value) => (typeof value === 'string' ? parse(value) : value);
}

export const asText = fromText((text) => text.trim());

/** An optional text (a date too): null when left empty. */
export const asTextOrNull = fromText((text) => text.trim() || null);

/** A select's value with an empty first option ("Choisir…"): null when none is chosen. */
export const asChoiceOrNull = fromText((value) => (value === '' ? null : value));

/** The id a select gives (option values are text), null for its empty option. */
export const asIdOrNull = fromText((value) => (value === '' ? null : Number(value)));

/** A count typed in digits: null when left empty, 0 stays 0; anything but digits is NaN, which the schema refuses. */
export const asCountOrNull = fromText((text) => {
  const typed = text.trim();
  if (typed === '') return null;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
});

/** A value that may be left out (a new password that keeps the current one, a choice not made yet): absent when empty, as typed otherwise. */
export const asOptional = fromText((value) => (value === '' ? undefined : value));
