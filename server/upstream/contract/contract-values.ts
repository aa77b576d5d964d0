/**
 * The contract form as the firm API keeps it (docs/upstream-api.md, "Contract template and fees"):
 * the JSON text `values` of a contract or of the template, with the old front end's keys (c1..c7
 * "on", nb1, nb1-price, p2..p7, TVAP, fp1, title1..7, subcontentN-M) and its totals stored too.
 * Quirk: the old front end truncated the stored totals to whole euros; the BFF recomputes them,
 * exactly, and writes them with their cents.
 */
import { computeFees, defaultFeeForm } from '../../../shared/fees.js';
import type { FeeForm, FeeTotals, SectionText } from '../../../shared/schemas/fees.js';
import { textOf as text, type Row } from './codecs.js';

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

/**
 * The terms a contract is made with, kept in its own `values` (the firm API keeps that text whole):
 * its section texts (title1..7, subcontentN-M) and, under general_condition, the general terms of
 * sale in force when it was made. The template's `values` has no general_condition key (the
 * template keeps its terms in its own column).
 */
export interface ContractTerms {
  texts: SectionText[];
  generalConditions?: string;
}

/** The general terms of sale a contract was made with; '' for one made before the BFF kept them. */
export function generalConditionsFromValues(v: Row): string {
  return typeof v.general_condition === 'string' ? v.general_condition : '';
}

/** The legacy JSON text, with exact totals (the BFF's, never the browser's) and the terms. */
export function valuesFromForm(form: FeeForm, { texts, generalConditions }: ContractTerms, totals: FeeTotals = computeFees(form)): string {
  const v: Record<string, string> = {};
  if (generalConditions) v.general_condition = generalConditions;
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
