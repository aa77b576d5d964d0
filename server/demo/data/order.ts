/** The firm API's order of tasks and CRM entries: the latest day first, then the latest row. */

/**
 * Compares rows by a 'YYYY-MM-DD' column, newest first (the text's order is the date's), then by id,
 * highest first.
 */
export function newestFirst<K extends string>(column: K): (a: { id: number } & Record<K, string>, b: { id: number } & Record<K, string>) => number {
  return (a, b) => (a[column] < b[column] ? 1 : a[column] > b[column] ? -1 : b.id - a.id);
}
