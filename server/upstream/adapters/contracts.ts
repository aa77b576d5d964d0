/**
 * Adapters of the upstream's contracts ("documents") and template: the contract form is JSON
 * text with legacy keys (c1..c7 "on", nb1, nb1-price, p2..p7, TVAP, fp1...), states are spelt
 * several ways, stored totals were truncated to whole euros: totals are always recomputed here.
 */
import { computeFees, defaultFeeForm, SECTION_CODES, type SectionNumber } from '../../../shared/fees.js';
import type { FeeForm, FeeTotals, SectionText } from '../../../shared/schemas/fees.js';
import { SERVICE_CODES, type ServiceCode } from '../../../shared/services.js';
import { contractReference } from '../../../shared/contract-reference.js';
import type { Contract, ContractState } from '../../../shared/schemas/contracts.js';
import { dateTime, integerOrNull, nameOf, services, text, type Row } from './normalize.js';

export function parseValues(value: unknown): Row {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Row;
  try {
    const parsed = JSON.parse(text(value));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const checked = (value: unknown) => value === 'on' || value === true || value === 1 || value === '1' || value === 'true';

/** "990", "990,50", 990.5 -> 990.5; missing, negative or garbage -> the fallback. */
function amount(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : fallback;
  const t = text(value).replace(/\s/g, '').replace(',', '.');
  const n = Number(t);
  return t !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function feeFormFromValues(v: Row): FeeForm {
  const base = defaultFeeForm();
  const form: FeeForm = {
    sections: { 1: checked(v.c1), 2: checked(v.c2), 3: checked(v.c3), 4: checked(v.c4), 5: checked(v.c5), 6: checked(v.c6), 7: checked(v.c7) },
    consultationMinutes: Math.round(amount(v.nb1, base.consultationMinutes)),
    hourlyRate: amount(v['nb1-price'], base.hourlyRate),
    flatPrices: { 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0 },
    extras: { 2: { enabled: false, quantity: 0, unitPrice: 0 }, 4: { enabled: false, quantity: 0, unitPrice: 0 }, 5: { enabled: false, quantity: 0, unitPrice: 0 } },
    replaceSection5: checked(v.cc5),
    vatPercent: amount(v.TVAP, base.vatPercent),
    depositPercent: Math.min(100, amount(v.fp1, base.depositPercent)),
  };
  for (const n of [2, 3, 4, 5, 6, 7] as const) form.flatPrices[n] = amount(v[`p${n}`], base.flatPrices[n]);
  for (const n of [2, 4, 5] as const) {
    form.extras[n] = { enabled: checked(v[`cnb${n}`]), quantity: Math.round(amount(v[`nb${n}`], 0)), unitPrice: amount(v[`nb${n}-price`], 0) };
  }
  return form;
}

export function textsFromValues(v: Row, fallback: SectionText[] = []): SectionText[] {
  return [1, 2, 3, 4, 5, 6, 7].map((n) => {
    const lines = Object.keys(v)
      .filter((key) => key.startsWith(`subcontent${n}-`))
      .sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]))
      .map((key) => text(v[key]))
      .filter(Boolean);
    return { title: text(v[`title${n}`]) || fallback[n - 1]?.title || '', description: lines.join('\n') || fallback[n - 1]?.description || '' };
  });
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The legacy JSON text, with exact totals (the BFF's, never the browser's). */
export function valuesFromForm(form: FeeForm, texts: SectionText[], totals: FeeTotals = computeFees(form)): string {
  const v: Record<string, string> = {};
  for (const n of [1, 2, 3, 4, 5, 6, 7] as const) {
    if (form.sections[n]) v[`c${n}`] = 'on';
    v[`title${n}`] = texts[n - 1]?.title ?? '';
    (texts[n - 1]?.description ?? '').split('\n').forEach((line, i) => (v[`subcontent${n}-${i + 1}`] = line));
  }
  v.nb1 = String(form.consultationMinutes);
  v['nb1-price'] = String(form.hourlyRate);
  for (const n of [2, 4, 5] as const) {
    if (form.extras[n].enabled) v[`cnb${n}`] = 'on';
    v[`nb${n}`] = String(form.extras[n].quantity);
    v[`nb${n}-price`] = String(form.extras[n].unitPrice);
  }
  if (form.replaceSection5) v.cc5 = 'on';
  for (const n of [2, 3, 4, 5, 6, 7] as const) v[`p${n}`] = String(form.flatPrices[n]);
  v.TVAP = String(form.vatPercent);
  v.fp1 = String(form.depositPercent);
  v.fp2 = String(totals.balancePercent);
  for (const line of totals.lines) {
    const suffix = line.kind === 'extra' ? `${line.section}b` : String(line.section);
    v[`HT${suffix}`] = euros(line.htCents);
    v[`TTC${suffix}`] = euros(line.ttcCents);
  }
  v.TOTALHT = euros(totals.totalHtCents);
  v.TVA = euros(totals.vatCents);
  v.TOTALTTC = euros(totals.totalTtcCents);
  v.FINAL75 = euros(totals.depositCents);
  v.FINAL25 = euros(totals.balanceCents);
  return JSON.stringify(v);
}

export function contractState(value: unknown): ContractState {
  const t = text(value).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (t.startsWith('en cours')) return 'En cours';
  if (t.startsWith('termin')) return 'Terminé';
  if (t.startsWith('perdu')) return 'Perdu';
  return 'En attente';
}

/** The services of a form's chosen sections, in the canonical order. */
export function servicesOfForm(form: FeeForm): ServiceCode[] {
  const codes = new Set((Object.keys(SECTION_CODES).map(Number) as SectionNumber[]).filter((n) => form.sections[n]).map((n) => SECTION_CODES[n]));
  return SERVICE_CODES.filter((code) => codes.has(code));
}

export function toContract(row: Row, fallbackTexts: SectionText[] = []): Contract | null {
  const id = integerOrNull(row.id);
  const clientId = integerOrNull(row.user_id);
  if (id === null || clientId === null) return null;
  const values = parseValues(row.values);
  const form = feeFormFromValues(values);
  const totals = computeFees(form);
  const status = integerOrNull(row.status_payment) ?? 0;
  const label = text(row.comment);
  return {
    id,
    reference: contractReference(id),
    clientId,
    clientName: nameOf(row.user) ?? label.replace(/^Contrat de\s+/i, ''),
    expertId: integerOrNull(row.parent_id),
    creatorId: integerOrNull(row.creator_id),
    label,
    state: contractState(row.document_state),
    services: services(row.subscribe_services).length > 0 ? services(row.subscribe_services) : servicesOfForm(form),
    form,
    texts: textsFromValues(values, fallbackTexts),
    totalTtcCents: totals.totalTtcCents,
    depositCents: totals.depositCents,
    balanceCents: totals.balanceCents,
    depositPaid: status >= 1,
    balancePaid: status >= 2,
    depositDate: dateTime(row.deposit_date),
    balanceDate: dateTime(row.sold_date),
    paymentMethod: paymentMethodFromUpstream(text(row.payment_method)),
    createdAt: dateTime(row.created_at) ?? new Date(0).toISOString(),
    updatedAt: dateTime(row.updated_at) ?? dateTime(row.created_at) ?? new Date(0).toISOString(),
  };
}

/** The upstream amounts of a form, in euros with their cents (the old front end truncated them). */
export function upstreamAmounts(form: FeeForm): { advanced_payment: number; pre_payment: number; end_payment: number } {
  const totals = computeFees(form);
  return { advanced_payment: totals.totalTtcCents / 100, pre_payment: totals.depositCents / 100, end_payment: totals.balanceCents / 100 };
}

const sqlNow = (now: Date) => now.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The payment switches of the contract doc: balance on -> 2 with sold_date (and deposit_date when
 * jumping from 0); deposit on -> 1 with deposit_date; off -> back, the later dates cleared.
 */
export function paymentUpdate(current: Pick<Contract, 'depositDate' | 'balanceDate'> & { status: number }, deposit: boolean, balance: boolean, now = new Date()) {
  const keep = (iso: string | null) => (iso ? sqlNow(new Date(iso)) : sqlNow(now));
  if (balance) {
    return { status_payment: 2, deposit_date: current.status >= 1 ? keep(current.depositDate) : sqlNow(now), sold_date: current.status === 2 ? keep(current.balanceDate) : sqlNow(now) };
  }
  if (deposit) return { status_payment: 1, deposit_date: current.status >= 1 ? keep(current.depositDate) : sqlNow(now), sold_date: null };
  return { status_payment: 0, deposit_date: null, sold_date: null };
}

/** The upstream (and its old front end) spells cash "Espèce"; the BFF and the screens say "Espèces". */
const UPSTREAM_CASH = 'Espèce';

export function paymentMethodFromUpstream(method: string): string {
  return method === UPSTREAM_CASH ? 'Espèces' : method;
}

/** Written back in the upstream's own vocabulary, so its other readers keep understanding it. */
export function paymentMethodToUpstream(method: string): string {
  return method === 'Espèces' ? UPSTREAM_CASH : method;
}
