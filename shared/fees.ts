/**
 * The one fee calculation, in integer cents: the client uses it for live totals, the BFF
 * recomputes with it on every write and never trusts totals sent by a browser.
 * Rounding is half up to the cent; balance = TTC − deposit, so the two always add up.
 */

import { SECTION_NUMBERS, type FeeForm, type FeeLine, type FeeTotals, type SectionNumber } from './schemas/fees.js';
import { serviceOfSection, type ServiceCode } from './services.js';

/** The sections that may add extra units to their flat price. */
export const SECTIONS_WITH_EXTRAS = [2, 4, 5] as const;
export type ExtraSection = (typeof SECTIONS_WITH_EXTRAS)[number];

/** The service each section sells, from the catalogue (shared/services.ts). */
export const SECTION_CODES = Object.fromEntries(SECTION_NUMBERS.map((n) => [n, serviceOfSection(n)])) as Record<SectionNumber, ServiceCode>;

/** a / b rounded half up, for non-negative integers (b > 0). */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Euros (possibly with cents, as typed) to integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** A percentage with up to two decimals, as basis points (20 % -> 2000). */
function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

function percentOf(cents: number, percent: number): number {
  return divideHalfUp(cents * basisPoints(percent), 10_000);
}

export function computeFees(form: FeeForm): FeeTotals {
  const lines: FeeLine[] = [];
  const add = (section: SectionNumber, kind: FeeLine['kind'], quantity: number, unitCents: number, htCents: number) =>
    lines.push({ section, kind, quantity, unitCents, htCents, ttcCents: htCents + percentOf(htCents, form.vatPercent) });

  if (form.sections[1] && form.consultationMinutes > 0) {
    const rate = toCents(form.hourlyRate);
    add(1, 'consultation', form.consultationMinutes, rate, divideHalfUp(form.consultationMinutes * rate, 60));
  }
  for (const section of [2, 3, 4, 5, 6, 7] as const) {
    if (!form.sections[section]) continue;
    const extra = (SECTIONS_WITH_EXTRAS as readonly number[]).includes(section) ? form.extras[section as ExtraSection] : null;
    const replaced = section === 5 && form.replaceSection5;
    if (!replaced) add(section, 'flat', 1, toCents(form.flatPrices[section]), toCents(form.flatPrices[section]));
    if (extra && (extra.enabled || replaced) && extra.quantity > 0) {
      const unit = toCents(extra.unitPrice);
      add(section, 'extra', extra.quantity, unit, extra.quantity * unit);
    }
  }

  const totalHtCents = lines.reduce((sum, line) => sum + line.htCents, 0);
  const vatCents = percentOf(totalHtCents, form.vatPercent);
  const totalTtcCents = totalHtCents + vatCents;
  const depositCents = percentOf(totalTtcCents, form.depositPercent);
  return {
    lines,
    totalHtCents,
    vatCents,
    totalTtcCents,
    depositCents,
    balanceCents: totalTtcCents - depositCents,
    balancePercent: Math.round((100 - form.depositPercent) * 100) / 100,
  };
}

/** The seed's fee sample (euros excluding tax, VAT 20 %, deposit 75 %). */
export function defaultFeeForm(): FeeForm {
  return {
    sections: { 1: false, 2: false, 3: false, 4: false, 5: false, 6: false, 7: false },
    consultationMinutes: 60,
    hourlyRate: 260,
    flatPrices: { 2: 990, 3: 2990, 4: 3990, 5: 1500, 6: 750, 7: 750 },
    extras: {
      2: { enabled: false, quantity: 0, unitPrice: 0 },
      4: { enabled: false, quantity: 0, unitPrice: 0 },
      5: { enabled: false, quantity: 0, unitPrice: 0 },
    },
    replaceSection5: false,
    vatPercent: 20,
    depositPercent: 75,
  };
}

/** 1234567 -> '12 345,67 €' (French format, narrow no-break space as thousands separator). */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The amounts of one section alone, by the one calculation (its lines do not depend on the others). */
export function sectionAmounts(form: FeeForm, n: SectionNumber): { htCents: number; ttcCents: number } {
  const only = { ...form, sections: { 1: false, 2: false, 3: false, 4: false, 5: false, 6: false, 7: false, [n]: true } };
  const lines = computeFees(only).lines;
  return { htCents: lines.reduce((s, l) => s + l.htCents, 0), ttcCents: lines.reduce((s, l) => s + l.ttcCents, 0) };
}
