/** Lower case without accents: 'Échéance' and 'echeance' match. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Whether every word of the query appears in the text, ignoring case and accents. */
export function matchesQuery(text: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = fold(text);
  return words.every((word) => haystack.includes(word));
}
