/**
 * Two years of contracts in every state and payment status, the contract template, and CRM
 * entries over the same period, stored as the upstream stores them: the contract form as JSON
 * text with the legacy keys, totals truncated to whole euros by the old front end, states
 * spelt several ways.
 */
import { computeFees, defaultFeeForm, SECTION_CODES } from '../../../shared/fees.js';
import { type SectionNumber } from '../../../shared/schemas/fees.js';
import type { FeeForm } from '../../../shared/schemas/fees.js';
import { valuesFromForm } from '../../upstream/contract/contract-values.js';
import { between, pick, sqlDateTime, type Random } from './french-data.js';
import { newestFirst } from './order.js';
import type { DemoContract, DemoKpi, DemoTemplate, DemoUser } from './rows.js';

const DAY = 86_400_000;

export const SECTION_TEXTS: Array<[string, string]> = [
  ['Consultation retraite', 'Entretien personnalisé, analyse de la situation et réponses à vos questions (facturé au temps passé).'],
  ['Simulation et calcul de pension', 'Reconstitution de carrière, estimation des pensions de base et complémentaires à plusieurs âges de départ.'],
  ['Audit retraite particulier', 'Vérification complète du relevé de carrière, correction des anomalies auprès des caisses.'],
  ['Audit retraite entreprise et profession libérale', 'Audit des régimes des dirigeants et des professions libérales, optimisation de la rémunération.'],
  ['Liquidation de la pension', 'Constitution et dépôt des dossiers de liquidation auprès de toutes les caisses, suivi jusqu’au premier versement.'],
  ['Mise à jour annuelle de l’audit', 'Actualisation annuelle des droits et des simulations.'],
  ['Rachat de trimestres', 'Étude de l’opportunité et du coût d’un rachat de trimestres, montage du dossier.'],
];

export const GENERAL_CONDITIONS = [
  'Article 1 – Objet : les présentes conditions régissent les prestations de conseil retraite du cabinet.',
  'Article 2 – Honoraires : un acompte est dû à la signature, le solde à la fin de la mission.',
  'Article 3 – Rétractation : le client dispose de quatorze jours pour se rétracter à compter de la signature.',
  'Article 4 – Confidentialité : les informations transmises sont couvertes par le secret professionnel.',
].join('\n');

/**
 * The legacy JSON text of a contract form as the old front end wrote it: the BFF's own writing
 * (adapters/contracts.ts), but every total truncated to whole euros and no per-line totals.
 */
export function legacyValues(form: FeeForm, texts: Array<[string, string]> = SECTION_TEXTS, generalConditions?: string): string {
  const v = JSON.parse(valuesFromForm(form, { texts: texts.map(([title, description]) => ({ title, description })), generalConditions })) as Record<string, string>;
  for (const key of Object.keys(v)) if (/^(HT|TTC)\d/.test(key)) delete v[key];
  const totals = computeFees(form);
  v.TOTALHT = String(Math.trunc(totals.totalHtCents / 100));
  v.TVA = String(Math.trunc(totals.vatCents / 100));
  v.TOTALTTC = String(Math.trunc(totals.totalTtcCents / 100));
  v.FINAL75 = String(Math.trunc(totals.depositCents / 100));
  v.FINAL25 = String(Math.trunc(totals.balanceCents / 100));
  return JSON.stringify(v);
}

export function seedTemplate(): DemoTemplate {
  return { values: legacyValues(defaultFeeForm()), general_condition: GENERAL_CONDITIONS };
}

const STATES: Array<[string, number]> = [
  ['En attente', 14], ['Pending...', 4], ['En cours', 26], ['Termine', 24], ['Terminé', 18], ['Perdu', 8], ['perdu', 2],
];

function weightedState(random: Random): string {
  const total = STATES.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [state, weight] of STATES) if ((r -= weight) < 0) return state;
  return 'En cours';
}

interface PricedForm {
  /** the legacy JSON text */
  values: string;
  services: string;
  totals: ReturnType<typeof computeFees>;
}

/**
 * A contract's sections, minutes and extras, drawn. Few combinations differ: each is priced and
 * written once and its text shared by its contracts (made per contract, the texts were most of the
 * generation's time and garbage at 60 000 contracts).
 */
function drawForm(random: Random, forms: Map<string, PricedForm>): PricedForm {
  const chosen = new Set<SectionNumber>([pick(random, [1, 2, 3, 4, 5, 6, 7] as const)]);
  if (random() < 0.5) chosen.add(pick(random, [2, 3, 6, 7] as const));
  if (random() < 0.25) chosen.add(pick(random, [4, 5] as const));
  const minutes = pick(random, [30, 45, 60, 90, 120]);
  const extraUnits = chosen.has(2) && random() < 0.3 ? between(random, 1, 3) : 0;
  const sections = [...chosen].sort();
  const key = `${sections.join()}:${minutes}:${extraUnits}`;
  let priced = forms.get(key);
  if (!priced) {
    const form = defaultFeeForm();
    for (const n of chosen) form.sections[n] = true;
    form.consultationMinutes = minutes;
    if (extraUnits > 0) form.extras[2] = { enabled: true, quantity: extraUnits, unitPrice: 150 };
    priced = { values: legacyValues(form, SECTION_TEXTS, GENERAL_CONDITIONS), services: [...new Set(sections.map((n) => SECTION_CODES[n]))].join(' / '), totals: computeFees(form) };
    forms.set(key, priced);
  }
  return priced;
}

export function seedContracts(random: Random, users: DemoUser[], now: number, count: number): DemoContract[] {
  const clients = users.filter((u) => u.role === 'Client');
  const contracts: DemoContract[] = [];
  const forms = new Map<string, PricedForm>();
  for (let i = 0; i < count; i++) {
    const client = pick(random, clients);
    const { values, services, totals } = drawForm(random, forms);
    const created = now - between(random, 1, 729) * DAY - between(random, 0, 80_000) * 1000;
    const state = weightedState(random);
    const finished = /^termin/i.test(state);
    const running = state === 'En cours';
    let status: 0 | 1 | 2 = 0;
    if (finished) status = random() < 0.85 ? 2 : random() < 0.5 ? 1 : 0;
    else if (running) status = random() < 0.7 ? 1 : 0;
    const depositAt = status >= 1 ? Math.min(now, created + between(random, 1, 20) * DAY) : null;
    const soldAt = status === 2 ? Math.min(now, (depositAt ?? created) + between(random, 15, 120) * DAY) : null;
    const updated = Math.max(created, soldAt ?? depositAt ?? created) + between(random, 0, 5) * DAY;
    contracts.push({
      id: i + 1,
      user_id: client.id,
      parent_id: client.parent_id,
      creator_id: random() < 0.7 ? (client.parent_id ?? 1) : pick(random, [1, 2, 3, 6, 7]),
      type: 'contract',
      comment: `Contrat de ${client.name}`,
      document_state: state,
      subscribe_services: services,
      values,
      // Amounts as the old front end stored them: whole euros.
      advanced_payment: Math.trunc(totals.totalTtcCents / 100),
      pre_payment: Math.trunc(totals.depositCents / 100),
      end_payment: Math.trunc(totals.balanceCents / 100),
      status_payment: status,
      deposit_date: depositAt === null ? null : sqlDateTime(depositAt),
      sold_date: soldAt === null ? null : sqlDateTime(soldAt),
      payment_method: status > 0 ? pick(random, ['Virement bancaire', 'Chèque de banque', 'Carte bancaire', 'Espèce', 'Autre']) : '',
      created_at: sqlDateTime(created),
      updated_at: sqlDateTime(Math.min(now, updated)),
      link_to_documents: 'N/a',
      date: 'N/a',
    });
  }
  return contracts;
}

const KPI_ACTIONS = ['Rendez-vous pris', 'Mail prestation envoyé', 'Affaire signée', 'Échec', 'Autre'];

export function seedKpis(random: Random, users: DemoUser[], now: number, count: number): DemoKpi[] {
  const staff = users.filter((u) => ['admin', 'Consultant', 'Expert'].includes(u.role));
  const people = users.filter((u) => u.role === 'Client');
  const kpis: DemoKpi[] = [];
  for (let i = 0; i < count; i++) {
    const objet = pick(random, ['Appel entrant', 'Appel entrant', 'Appel sortant', 'Email']);
    const who = pick(random, people);
    const day = now - between(random, 0, 729) * DAY;
    kpis.push({
      id: i + 1,
      objet,
      action: objet === 'Email' ? 'Email reçu' : pick(random, KPI_ACTIONS),
      kpi_date: new Date(day).toISOString().slice(0, 10),
      nom_prenom: who.name,
      email: who.email,
      telephone: who.personal?.mobile_number ?? '',
      note: random() < 0.3 ? 'Demande d’informations sur le départ anticipé pour carrière longue.' : '',
      admin_id: pick(random, staff).id,
      created_at: sqlDateTime(day),
    });
  }
  return kpis.sort(newestFirst('kpi_date'));
}
