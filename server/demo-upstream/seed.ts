/**
 * A deterministic French data set (same seed, same data at every start): clients under the
 * staff, and their tasks. Only what the upstream contract's calls need is generated.
 */
import { DEMO_ACCOUNTS, OTHER_STAFF, slug, type DemoPerson } from './people.js';

export interface DemoTask {
  id: number;
  title: string;
  desc: string;
  isCompleted: boolean;
  isImportant: boolean;
  isRead: boolean;
  type: string;
  end_date: string;
  customer_id: number;
  creator_id: number;
}

export interface DemoData {
  people: DemoPerson[];
  tasks: DemoTask[];
}

/** mulberry32: a tiny seeded PRNG, so the demo is the same at every start. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Marie', 'Jean', 'Pierre', 'Michel', 'Françoise', 'Philippe', 'Catherine', 'Alain', 'Nicole', 'Patrick',
  'Sylvie', 'Christophe', 'Martine', 'Daniel', 'Christine', 'Bernard', 'Isabelle', 'Gérard', 'Valérie', 'Jacques',
  'Anne', 'Dominique', 'Brigitte', 'François', 'Chantal', 'Éric', 'Véronique', 'Hélène', 'Laurent', 'Annie',
];
const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefèvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
];

export const TASK_TYPES: Record<string, string> = {
  relance_caisse: 'Relance caisse',
  relance_client: 'Relance client',
  envoi_caisse: 'Envoi caisse',
  envoi_client: 'Envoi client',
  appel_client: 'Appel client',
  appel_caisse: 'Appel caisse',
};

const CLIENT_COUNT = 300;
const TASK_COUNT = 600;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function seedDemoData(today = new Date()): DemoData {
  const random = prng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

  const staff = [...DEMO_ACCOUNTS.filter((p) => p.parent_id === null), ...OTHER_STAFF].filter((p) => p.role !== 'prospect');
  const people: DemoPerson[] = [...DEMO_ACCOUNTS, ...OTHER_STAFF];
  const firstClientId = 100;
  for (let i = 0; i < CLIENT_COUNT; i++) {
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    people.push({
      id: firstClientId + i,
      email: `${slug(name)}.${firstClientId + i}@exemple.fr`,
      password: `client-${i}`,
      name,
      role: 'Client',
      parent_id: pick(staff).id,
    });
  }
  const clients = people.filter((p) => p.role === 'Client');

  const tasks: DemoTask[] = [];
  const types = Object.keys(TASK_TYPES);
  for (let i = 0; i < TASK_COUNT; i++) {
    const customer = pick(clients);
    const type = pick(types);
    const offsetDays = Math.floor(random() * 120) - 60;
    const end = new Date(today.getTime() + offsetDays * 86_400_000);
    tasks.push({
      id: i + 1,
      title: `${TASK_TYPES[type]} – ${customer.name}`,
      desc: `${TASK_TYPES[type]} pour le dossier retraite de ${customer.name}.`,
      isCompleted: offsetDays < -7 && random() < 0.8,
      isImportant: random() < 0.2,
      isRead: random() < 0.85,
      type,
      end_date: isoDate(end),
      customer_id: customer.id,
      creator_id: customer.parent_id ?? 1,
    });
  }
  return { people, tasks };
}
