/**
 * French grammar that the screens and the BFF share when a sentence names a person: « de » or
 * « d’ » before the name, and the agreement of the words that refer to them.
 */

/**
 * First names whose h is aspirated (said as a consonant): « de Hugues », never « d’Hugues ». Any
 * other h is mute: « d’Hélène », « d’Henri », « d’Hervé ».
 */
const ASPIRATED_H = new Set(['hugues', 'hans', 'harry', 'heidi', 'hamid', 'hassan', 'hakim', 'halima', 'hocine']);

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Whether « de » elides before `name`: it starts with a vowel, accents aside (Antoine, Émilie,
 * Œdipe), a mute h (Hélène, Henri), or a y said as a vowel (Yves, Yvonne; not Yann, Yolande, Yasmine,
 * whose y is said /j/). Anything else (a consonant, a digit, a symbol, nothing) keeps « de ».
 */
export function elidesBefore(name: string): boolean {
  const word = withoutAccents(name.trim()).toLowerCase().split(/[\s-]/)[0] ?? '';
  const first = word.charAt(0);
  if (first === '') return false;
  if ('aeiouæœ'.includes(first)) return true;
  if (first === 'y') return !/^y[aeiou]/.test(word);
  if (first === 'h') return !ASPIRATED_H.has(word);
  return false;
}

/** « de » or « d’ » joined to a name: « de Julien Moreau », « d’Hélène Dubois », « d’Antoine ». */
export function ofName(name: string): string {
  const trimmed = name.trim();
  return elidesBefore(trimmed) ? `d’${trimmed}` : `de ${trimmed}`;
}

/** The label a contract is given when it is made: « Contrat de Julien Moreau », « Contrat d’Hélène Dubois ». */
export function contractLabel(clientName: string): string {
  return `Contrat ${ofName(clientName)}`;
}

/**
 * The client's name in a label made by contractLabel (the typewriter apostrophe of older labels
 * too), or null for a label typed otherwise.
 */
export function nameInContractLabel(label: string): string | null {
  const match = /^Contrat (?:de\s+|d['’]\s*)(\S.*)$/i.exec(label.trim());
  return match ? match[1].trim() : null;
}

/**
 * How a sentence agrees with the person it speaks of: 'male' for M., 'female' for Mme (the older
 * Madame, Mlle and Monsieur too), none when the civility is unknown, for the neutral wording. It is
 * the i18next context of the sentence: `key_male`, `key_female`, and `key` the neutral one.
 */
export function agreementOf(civility: string | null | undefined): 'male' | 'female' | undefined {
  const folded = withoutAccents(civility ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (['m', 'monsieur', 'mr'].includes(folded)) return 'male';
  if (['mme', 'madame', 'mlle', 'mademoiselle', 'mrs', 'ms'].includes(folded)) return 'female';
  return undefined;
}
