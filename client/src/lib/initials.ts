/** The first letter (or digit) of a word, as it is written (accents kept), capitalised; a quote or a bracket before it is skipped. */
function firstLetter(word: string): string {
  const found = /[\p{L}\p{N}]/u.exec(word);
  return found ? found[0].toLocaleUpperCase('fr') : '';
}

/**
 * Whom an avatar stands for: the first letter of the first name, then of the last name; the
 * same wherever the person is drawn. A person with their names given apart ({firstName, lastName}:
 * « Marie-Claire » « Le Gall » -> 'ML'); a name in one piece is read as « first name, then the last
 * name from its second word on » ('Marie-Claire Le Gall' -> 'ML', 'Élodie Durand' -> 'ÉD'), and a
 * login or an e-mail address in its parts ('camille.martin@cabinet.fr' -> 'CM', 'admin' -> 'A').
 */
export function initials(person: string | { firstName: string; lastName: string }): string {
  if (typeof person !== 'string') return firstLetter(person.firstName) + firstLetter(person.lastName) || '?';
  let words = person.trim().split(/\s+/).filter((word) => firstLetter(word) !== '');
  if (words.length === 1) words = words[0].split('@')[0].split(/[._-]+/).filter((part) => firstLetter(part) !== '');
  return words.slice(0, 2).map(firstLetter).join('') || '?';
}
