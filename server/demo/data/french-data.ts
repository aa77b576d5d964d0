/** Word lists and generators for the demo's French people (deterministic through the given PRNG). */

export type Random = () => number;

/** The upstream's date-time text: "YYYY-MM-DD HH:mm:ss" (UTC). */
export function sqlDateTime(when: Date | number = new Date()): string {
  return new Date(when).toISOString().slice(0, 19).replace('T', ' ');
}

/** mulberry32: a tiny seeded PRNG, so the demo is the same at every start. */
export function prng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

export const WOMEN = ['Marie', 'Françoise', 'Catherine', 'Nicole', 'Sylvie', 'Martine', 'Christine', 'Isabelle', 'Valérie', 'Anne', 'Brigitte', 'Chantal', 'Véronique', 'Hélène', 'Annie', 'Monique', 'Dominique', 'Josiane'];
export const MEN = ['Jean', 'Pierre', 'Michel', 'Philippe', 'Alain', 'Patrick', 'Christophe', 'Daniel', 'Bernard', 'Gérard', 'Jacques', 'François', 'Éric', 'Laurent', 'Thierry', 'Pascal', 'Didier', 'René'];
export const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefèvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson',
];
export const CITIES: ReadonlyArray<[string, string]> = [
  ['Paris', '75011'], ['Lyon', '69003'], ['Marseille', '13008'], ['Toulouse', '31000'], ['Nantes', '44000'],
  ['Bordeaux', '33000'], ['Lille', '59000'], ['Rennes', '35000'], ['Strasbourg', '67000'], ['Montpellier', '34000'],
  ['Nice', '06000'], ['Grenoble', '38000'], ['Dijon', '21000'], ['Angers', '49000'], ['Reims', '51100'],
  ['Tours', '37000'], ['Ajaccio', '20000'], ['Bastia', '20200'], ['Versailles', '78000'], ['Annecy', '74000'],
];
export const STREETS = ['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue Pasteur', 'place de la Mairie', 'rue des Lilas', 'allée des Tilleuls', 'chemin du Moulin', 'rue Nationale', 'avenue de la Gare'];
export const COMPANIES = ['Boulangerie', 'Cabinet médical', 'Pharmacie', 'Garage', 'Étude notariale', 'SARL', 'Menuiserie', 'Cabinet d’architecte'];
export const MARITAL = ['Célibataire', 'Marié(e)', 'Divorcé(e)', 'Veuf/Veuve', 'Pacsé(e)'];

export function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
}

/** A French mobile number written the ways the legacy data has it. */
export function phone(random: Random, prefix: '06' | '07' | '01' | '04'): string {
  const pairs = [prefix, ...Array.from({ length: 4 }, () => String(between(random, 0, 99)).padStart(2, '0'))];
  const style = between(random, 0, 3);
  if (style === 0) return pairs.join(' ');
  if (style === 1) return pairs.join('.');
  if (style === 2) return pairs.join('');
  return `+33 ${pairs[0].slice(1)} ${pairs.slice(1).join(' ')}`;
}

/**
 * A social security number (13 characters; Corsica writes 2A/2B for the département) and its key:
 * 97 − (number mod 97), with 2A read as 19 and 2B as 18 for the computation.
 */
export function socialSecurity(random: Random, male: boolean, birth: Date, department: string): { number: string; key: string } {
  const sex = male ? '1' : '2';
  const yy = String(birth.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(birth.getUTCMonth() + 1).padStart(2, '0');
  const commune = String(between(random, 1, 990)).padStart(3, '0');
  const order = String(between(random, 1, 999)).padStart(3, '0');
  const number = `${sex}${yy}${mm}${department}${commune}${order}`;
  const numeric = BigInt(number.replace('2A', '19').replace('2B', '18'));
  const key = String(97n - (numeric % 97n)).padStart(2, '0');
  return { number, key };
}
