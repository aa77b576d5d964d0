import type { Language } from '@shared/schemas/config';

type Pair = readonly [fr: string, en: string];
interface Pairs {
  readonly [key: string]: Pair | Pairs;
}
type InOneLanguage<T> = { [Key in keyof T]: T[Key] extends Pair ? string : InOneLanguage<T[Key]> };

const isPair = (value: Pair | Pairs): value is Pair => Array.isArray(value);

function inLanguage<T extends Pairs>(pairs: T, index: 0 | 1): InOneLanguage<T> {
  return Object.fromEntries(Object.entries(pairs).map(([key, value]) => [key, isPair(value) ? value[index] : inLanguage(value, index)])) as InOneLanguage<T>;
}

/**
 * Sets of labels that a dictionary would list key by key in both languages (statuses, filters,
 * views, a group's pages...), written once with each French label beside its English one:
 * `bilingual({ views: { month: ['Mois', 'Month'] } }).fr` is `{ views: { month: 'Mois' } }`.
 * The keys are spelled once, and a label cannot be missing in one language.
 */
export function bilingual<T extends Pairs>(pairs: T): Record<Language, InOneLanguage<T>> {
  return { fr: inLanguage(pairs, 0), en: inLanguage(pairs, 1) };
}
