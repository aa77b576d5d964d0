import type { TFunction } from 'i18next';
import { computeFees, formatEuros } from '@shared/fees';
import { SECTION_NUMBERS, type SectionNumber } from '@shared/schemas/fees';
import type { FeeForm, FeeLine, FeeTotals, SectionText } from '@shared/schemas/fees';

/** A section's title: the template's or the contract's, else the default one. */
export function sectionTitle(t: TFunction, texts: readonly SectionText[], section: SectionNumber): string {
  return texts[section - 1]?.title.trim() || t(`contracts.sectionDefaults.${section - 1}`);
}

/** How a line's amount is made: '90 min à 260,00 € HT / h', 'Forfait', '3 × 150,00 € HT'. */
export function lineDetail(t: TFunction, line: FeeLine): string {
  if (line.kind === 'consultation') return t('contracts.lines.consultation', { minutes: line.quantity, rate: formatEuros(line.unitCents) });
  if (line.kind === 'extra') return t('contracts.lines.extra', { quantity: line.quantity, unit: formatEuros(line.unitCents) });
  return t('contracts.lines.flat');
}

/** 20 -> '20 %', 12.5 -> '12,5 %' (the UI's language). */
export function formatPercent(percent: number, language: string | undefined): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A fee form in a line (the conflict dialog): the sections chosen and the total. */
export function feeSummary(t: TFunction, form: FeeForm, texts: readonly SectionText[]): string {
  const chosen = SECTION_NUMBERS.filter((section) => form.sections[section]).map((section) => sectionTitle(t, texts, section));
  return [...chosen, `${t('contracts.totals.totalTtc')} ${formatEuros(computeFees(form).totalTtcCents)}`].join(' · ');
}

/** A section's lines in words ('90 min à 260,00 € HT / h : 390,00 € HT + …'), or that it is not chosen. */
function sectionInWords(t: TFunction, totals: FeeTotals, section: SectionNumber): string {
  const lines = totals.lines.filter((line) => line.section === section);
  if (lines.length === 0) return t('contracts.lines.notChosen');
  return lines.map((line) => t('contracts.lines.amount', { detail: lineDetail(t, line), amount: formatEuros(line.htCents) })).join(' + ');
}

/**
 * A fee form beside another one (the conflict dialog's two versions): one line per section, rate or
 * percentage in which they differ, as this form has it, then its total; the sections and the total
 * when they differ in nothing a contract prints.
 */
export function feeDifferences(t: TFunction, form: FeeForm, other: FeeForm, texts: readonly SectionText[], language: string | undefined): string {
  const totals = computeFees(form);
  const otherTotals = computeFees(other);
  const rows: string[] = [];
  for (const section of SECTION_NUMBERS) {
    const shown = sectionInWords(t, totals, section);
    if (shown !== sectionInWords(t, otherTotals, section)) rows.push(`${sectionTitle(t, texts, section)} : ${shown}`);
  }
  if (form.vatPercent !== other.vatPercent) rows.push(t('contracts.totals.vat', { percent: formatPercent(form.vatPercent, language) }));
  if (form.depositPercent !== other.depositPercent) rows.push(t('contracts.totals.deposit', { percent: formatPercent(form.depositPercent, language) }));
  if (rows.length === 0) return feeSummary(t, form, texts);
  return [...rows, `${t('contracts.totals.totalTtc')} ${formatEuros(totals.totalTtcCents)}`].join('\n');
}
