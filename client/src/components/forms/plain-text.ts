/** A form's value in plain words (the conflict dialog, a copy of what was typed): none, yes or no, a list, an address's lines. */
export function plainText(value: unknown, words: { empty: string; yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length === 0 ? words.empty : value.map((item) => plainText(item, words)).join(', ');
  if (typeof value === 'object') {
    const parts = Object.values(value).filter((part) => part !== '' && part !== null && part !== undefined);
    return parts.length === 0 ? words.empty : parts.map((part) => plainText(part, words)).join(', ');
  }
  return String(value);
}
