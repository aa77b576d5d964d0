/**
 * Two people, one record: which fields the other person changed (the record now against the one the
 * screen showed, its base), which this user changed (the form against the base), and where both did.
 * Values are JSON: nested ones (an address, a fee form) are compared by value.
 */

/** Whether two JSON values are the same (objects key by key, whatever their order; lists item by item). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // An absent value and null both mean "none" (a form's unchosen select, the record's null).
  if (a == null || b == null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/** The fields among `fields` whose value differs between `from` and `to`, in the order of `fields`. */
export function changedFields<V, F extends keyof V>(fields: readonly F[], from: V, to: V): F[] {
  return fields.filter((field) => !sameValue(from[field], to[field]));
}

export interface EditComparison<F> {
  /** what the other person changed: the record now against the base */
  theirs: F[];
  /** the fields changed on both sides to different values: the user chooses */
  conflicts: F[];
}

/**
 * Compares the user's changes (`mine`, with their values in `values`) with the record as it is now
 * (`current`), both made from `base`. A field both changed to the same value is no conflict.
 */
export function compareEdits<V, F extends keyof V>(fields: readonly F[], base: V, current: V, mine: readonly F[], values: Partial<V>): EditComparison<F> {
  const theirs = changedFields(fields, base, current);
  return { theirs, conflicts: mine.filter((field) => theirs.includes(field) && !sameValue(values[field], current[field])) };
}

/** The values of `fields` taken from `values`. */
export function pickFields<V, F extends keyof V>(values: V, fields: readonly F[]): Pick<V, F> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<V, F>;
}
