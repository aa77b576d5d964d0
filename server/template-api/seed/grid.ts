/**
 * The grid's rows and the autocomplete's suggestions: generated once from a fixed seed, so every
 * start and every user sees the same read-only data.
 */
import type { GridRow, Suggestion } from '../../../shared/schemas/template-grid.js';

export const GRID_ROWS_COUNT = 300;

/** French cities: name, postal code, region. */
const CITIES: Array<[string, string, string]> = [
  ['Paris', '75008', 'Île-de-France'],
  ['Lyon', '69003', 'Auvergne-Rhône-Alpes'],
  ['Marseille', '13006', "Provence-Alpes-Côte d'Azur"],
  ['Toulouse', '31000', 'Occitanie'],
  ['Nice', '06000', "Provence-Alpes-Côte d'Azur"],
  ['Nantes', '44000', 'Pays de la Loire'],
  ['Strasbourg', '67000', 'Grand Est'],
  ['Montpellier', '34000', 'Occitanie'],
  ['Bordeaux', '33000', 'Nouvelle-Aquitaine'],
  ['Lille', '59000', 'Hauts-de-France'],
  ['Rennes', '35000', 'Bretagne'],
  ['Reims', '51100', 'Grand Est'],
  ['Toulon', '83000', "Provence-Alpes-Côte d'Azur"],
  ['Grenoble', '38000', 'Auvergne-Rhône-Alpes'],
  ['Dijon', '21000', 'Bourgogne-Franche-Comté'],
  ['Angers', '49000', 'Pays de la Loire'],
  ['Nîmes', '30000', 'Occitanie'],
  ['Clermont-Ferrand', '63000', 'Auvergne-Rhône-Alpes'],
  ['Le Havre', '76600', 'Normandie'],
  ['Tours', '37000', 'Centre-Val de Loire'],
  ['Limoges', '87000', 'Nouvelle-Aquitaine'],
  ['Amiens', '80000', 'Hauts-de-France'],
  ['Metz', '57000', 'Grand Est'],
  ['Besançon', '25000', 'Bourgogne-Franche-Comté'],
  ['Perpignan', '66000', 'Occitanie'],
  ['Orléans', '45000', 'Centre-Val de Loire'],
  ['Caen', '14000', 'Normandie'],
  ['Rouen', '76000', 'Normandie'],
  ['Brest', '29200', 'Bretagne'],
  ['Annecy', '74000', 'Auvergne-Rhône-Alpes'],
];

const FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Julie', 'Emma', 'Louise', 'Alice', 'Claire', 'Anne', 'Sophie', 'Hélène', 'Élodie',
  'Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Thomas', 'Nicolas', 'Antoine', 'Maxime', 'Pierre', 'Julien', 'Mathieu', 'Benoît', 'Rémi',
];
const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefèvre', 'Leroy', 'Roux',
  'David', 'Bertrand', 'Morel', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefebvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
];
const COMPANIES = [
  'Atelier Lumière', 'Boulangerie Dufour', 'Cabinet Mercier', 'Transports Girard', 'Menuiserie du Centre', 'Pharmacie des Halles',
  'Garage Moderne', 'Librairie Voltaire', 'Imprimerie Rivière', 'Agence Horizon', 'Brasserie du Port', 'Clinique Saint-Louis',
  'Domaine des Vignes', 'Électricité Bonnet', 'Fromagerie Lambert', 'Hôtel de la Gare', 'Jardins de Provence', 'Laboratoire Azur',
  'Maison Fontaine', 'Optique Vision', 'Plomberie Express', 'Quincaillerie Roux', 'Studio Pixel', 'Textiles Morel',
];

/** mulberry32: a small seeded generator (the same rows at every start). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function buildRows(): GridRow[] {
  const next = generator(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const start = Date.UTC(2019, 0, 1);
  const days = Math.floor((Date.UTC(2025, 11, 31) - start) / 86_400_000);
  return Array.from({ length: GRID_ROWS_COUNT }, (_, index) => {
    const firstname = pick(FIRST_NAMES);
    const lastname = pick(LAST_NAMES);
    const company = pick(COMPANIES);
    const [city, zip] = pick(CITIES);
    const mobile = next() < 0.6;
    return {
      id: index + 1,
      firstname,
      lastname,
      company,
      city,
      zip,
      email: `${slug(firstname)}.${slug(lastname)}${index + 1}@${slug(company)}.fr`,
      phone: `0${mobile ? pick(['6', '7']) : pick(['1', '2', '3', '4', '5'])}${digits(8)}`.replace(/(\d{2})(?=\d)/g, '$1 '),
      followers: Math.floor(next() * next() * 20_000),
      joined: new Date(start + Math.floor(next() * days) * 86_400_000).toISOString().slice(0, 10),
    };
  });
}

/** Read-only: frozen so that no request can change what every user sees. */
export const GRID_ROWS: readonly GridRow[] = Object.freeze(buildRows().map((row) => Object.freeze(row)));

export const CITY_SUGGESTIONS: readonly Suggestion[] = Object.freeze(
  [...CITIES]
    .sort(([a], [b]) => a.localeCompare(b, 'fr'))
    .map(([label, zip, region], index) => Object.freeze({ id: index + 1, label, detail: `${zip} · ${region}` })),
);
