/**
 * The demo firm's data, as the upstream stores it (snake_case, legacy quirks included), generated
 * deterministically: about 300 clients under a dozen staff, 150 former clients of the previous web
 * site, and tasks of every type over the last and next months; or a firm of another size
 * (size.ts), generated the same way.
 */
import { TASK_TYPE_LABELS, TASK_TYPES } from '../../../shared/schemas/tasks.js';
import { DEMO_ACCOUNTS, extraStaff, OTHER_STAFF, type DemoPerson } from './people.js';
import { DEFAULT_SIZE, type DemoSize } from './size.js';
import { seedContracts, seedKpis, seedTemplate } from './seed-contracts.js';
import type { DemoData, DemoFile, DemoTask, DemoUser, LegacyClient, PersonalInfo } from './rows.js';
import {
  ascii, between, CITIES, sqlDateTime, COMPANIES, LAST_NAMES, MARITAL, MEN, phone, pick, prng, socialSecurity, STREETS, WOMEN, type Random,
} from './french-data.js';

/** A one-page PDF saying `text` (ASCII), small and valid. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function seedFiles(users: DemoUser[], random: Random, now: number, ownerCount: number): DemoFile[] {
  const files: DemoFile[] = [];
  const kinds: Array<[string, (name: string) => Buffer]> = [
    ['Releve-de-carriere.pdf', (n) => pdf(`Releve de carriere - ${n}`)],
    ['Avis-imposition-2025.pdf', (n) => pdf(`Avis d'imposition 2025 - ${n}`)],
    ['Estimation-retraite.csv', (n) => Buffer.from(`annee;trimestres;salaire\n2024;4;38000\n2025;4;39200\n# ${n}\n`)],
    ['Notes-entretien.txt', (n) => Buffer.from(`Entretien avec ${n} : objectifs de depart, rachat de trimestres a etudier.\n`)],
  ];
  const owners = users.filter((u) => u.role === 'Client' || u.role === 'Ancient Client').slice(0, ownerCount);
  for (const owner of owners) {
    const count = owner.parent_id === 3 && owner.id < 100 ? kinds.length : between(random, 0, 3);
    for (let k = 0; k < count; k++) {
      const [filename, make] = kinds[k];
      files.push({
        id: files.length + 1,
        userId: owner.id,
        filename,
        created_at: sqlDateTime(new Date(now - between(random, 0, 120) * DAY - between(random, 0, 86_000) * 1000)),
        content: make(ascii(owner.name)),
      });
    }
  }
  return files;
}

const DAY = 86_400_000;
const SERVICE_SETS = ['CH', 'SIMU', 'AR', 'CH / SIMU', 'SIMU / AR', 'TFD', 'ACTU', 'RAC', 'AR / TFD', 'CH / ACTU', ''];
const STATUSES = ['En attente', 'En cours', 'Termine', 'Terminé', 'perdu', null];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function personalInfo(random: Random, male: boolean, first: string, last: string, birth: Date, notes: string): PersonalInfo {
  const [city, zip] = pick(random, CITIES);
  const [companyCity, companyZip] = pick(random, CITIES);
  const department = zip.startsWith('20') ? (zip === '20000' ? '2A' : '2B') : zip.slice(0, 2);
  const secu = socialSecurity(random, male, birth, department);
  const hasCompany = random() < 0.4;
  return {
    civility: male ? pick(random, ['M.', 'Monsieur']) : pick(random, ['Mme', 'Madame', 'Mlle']),
    first_name: first,
    last_name: last,
    maiden_name: male ? '' : random() < 0.5 ? pick(random, LAST_NAMES) : '',
    martial_status: pick(random, MARITAL),
    children_number: between(random, 0, 4),
    mobile_number: phone(random, random() < 0.5 ? '06' : '07'),
    office_number: random() < 0.3 ? phone(random, random() < 0.5 ? '01' : '04') : '',
    military_service: male && random() < 0.6 ? 'oui' : 'non',
    birth_date: isoDate(birth),
    birth_place: pick(random, CITIES)[0],
    personal_address: `${between(random, 1, 120)} ${pick(random, STREETS)}`,
    personal_address_2: random() < 0.15 ? `Bât. ${pick(random, ['A', 'B', 'C'])}` : '',
    personal_zip_code: zip,
    personal_city: city,
    personal_country: 'France',
    society_name: hasCompany ? `${pick(random, COMPANIES)} ${last}` : '',
    society_address: hasCompany ? `${between(random, 1, 80)} ${pick(random, STREETS)}` : '',
    society_zip_code: hasCompany ? companyZip : '',
    society_city: hasCompany ? companyCity : '',
    society_country: hasCompany ? 'France' : '',
    secu_social: secu.number,
    secu_social_key: secu.key,
    notes,
    comments: '',
  };
}

/** A user as /register creates it: no status, no services, no personal record yet. */
export function newDemoUser(person: DemoPerson, createdAt = sqlDateTime()): DemoUser {
  return {
    ...person,
    created_at: createdAt,
    status: null,
    status_update_date: null,
    status_fa: 0,
    subscribe_services: '',
    valid_account: 1,
    business_introducer: null,
    personal: null,
    nested: false,
  };
}

export function seedDemoData(today = new Date(), size: Readonly<DemoSize> = DEFAULT_SIZE): DemoData {
  const random = prng(20261122);
  const now = today.getTime();
  const staff = [...DEMO_ACCOUNTS.filter((p) => p.parent_id === null), ...OTHER_STAFF].map((p, index) => newDemoUser(p, sqlDateTime(now - (900 - index * 40) * DAY)));
  // A bigger firm's other advisers joined over the last years (no draw: the usual firm's sequence stays).
  staff.push(...extraStaff(size.extraStaff).map((p, index) => newDemoUser(p, sqlDateTime(now - (30 + ((index * 53) % 1500)) * DAY))));
  const experts = staff.filter((p) => ['admin', 'Admin', 'Consultant', 'Expert'].includes(p.role));
  const introducers = ['Agence Crédit Mutuel Nantes', 'Cabinet Morel Expertise', 'Mutuelle des Artisans', 'Bouche-à-oreille'];

  const client = (p: DemoPerson, male: boolean, first: string, last: string, index: number): DemoUser => {
    const created = new Date(now - between(random, 5, 1000) * DAY);
    const birth = new Date(Date.UTC(between(random, 1950, 1976), between(random, 0, 11), between(random, 1, 28)));
    const status = pick(random, STATUSES);
    const intro = random();
    return {
      ...p,
      created_at: sqlDateTime(created),
      status,
      status_update_date: status ? sqlDateTime(new Date(created.getTime() + between(random, 1, 60) * DAY)) : null,
      status_fa: status && /cours|termin/i.test(status) && random() < 0.6 ? 1 : 0,
      subscribe_services: status ? pick(random, SERVICE_SETS) : '',
      valid_account: random() < 0.95 ? 1 : 0,
      business_introducer: intro < 0.3 ? { name: pick(random, introducers) } : intro < 0.5 ? pick(random, introducers) : null,
      personal: personalInfo(random, male, first, last, birth, random() < 0.3 ? 'Souhaite partir à 62 ans ; relevé de carrière à vérifier.' : ''),
      nested: index % 5 === 0,
    };
  };

  const users: DemoUser[] = [...staff];
  const published = DEMO_ACCOUNTS.filter((p) => p.parent_id !== null);
  for (const p of published) {
    const [first, last] = p.name.split(' ');
    users.push(client(p, first === 'Bernard', first, last, 1));
  }
  for (let i = 0; i < size.clients; i++) {
    const male = random() < 0.5;
    const first = pick(random, male ? MEN : WOMEN);
    const last = pick(random, LAST_NAMES);
    const id = 100 + i;
    users.push(
      client(
        { id, email: `${ascii(first)}.${ascii(last)}.${id}@exemple.fr`, password: `client-${id}`, name: `${first} ${last}`, role: 'Client', parent_id: pick(random, experts).id },
        male,
        first,
        last,
        i,
      ),
    );
  }

  const oldClients: LegacyClient[] = [];
  for (let i = 0; i < size.formerClients; i++) {
    const male = random() < 0.5;
    const first = pick(random, male ? MEN : WOMEN);
    const last = pick(random, LAST_NAMES);
    const [city, zip] = pick(random, CITIES);
    const birth = new Date(Date.UTC(between(random, 1940, 1965), between(random, 0, 11), between(random, 1, 28)));
    oldClients.push({
      clcleunik: `CL${String(5000 + i * 7).padStart(6, '0')}`,
      cl_prenom: first,
      cl_nom: last.toUpperCase(),
      cl_civilite: male ? 'M.' : pick(random, ['Mme', 'Mlle']),
      cl_ne_le: isoDate(birth),
      cl_tel_port: phone(random, '06'),
      cl_tel_bur: random() < 0.3 ? phone(random, '01') : '',
      cl_adr: `${between(random, 1, 120)} ${pick(random, STREETS)}`,
      cl_ville: city,
      cl_cp: zip,
      cl_pays: 'France',
      cl_mail: `${ascii(first)}.${ascii(last)}@ancien-site.fr`,
      cl_date: isoDate(new Date(now - between(random, 1200, 4000) * DAY)),
      expert_name: pick(random, experts).name,
    });
  }

  const clients = users.filter((u) => u.role === 'Client');
  const tasks: DemoTask[] = [];
  for (let i = 0; i < size.tasks; i++) {
    const customer = pick(random, clients);
    const type = pick(random, TASK_TYPES);
    const offsetDays = between(random, -60, 60);
    tasks.push({
      id: i + 1,
      title: `${TASK_TYPE_LABELS[type]} – ${customer.name}`,
      desc: `${TASK_TYPE_LABELS[type]} pour le dossier retraite de ${customer.name}.`,
      isCompleted: offsetDays < -7 && random() < 0.8,
      isImportant: random() < 0.2,
      isRead: random() < 0.85,
      type,
      end_date: isoDate(new Date(now + offsetDays * DAY)),
      customer_id: customer.id,
      creator_id: customer.parent_id ?? 1,
    });
  }
  return {
    users,
    oldClients,
    tasks,
    files: seedFiles(users, random, now, size.fileOwners),
    contracts: seedContracts(random, users, now, size.contracts),
    template: seedTemplate(),
    kpis: seedKpis(random, users, now, size.crmEntries),
  };
}
