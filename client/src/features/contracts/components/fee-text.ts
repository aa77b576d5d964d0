import type { TFunction } from 'i18next';
import { computeFees, formatEuros } from '@shared/fees';
import { SECTION_NUMBERS, type SectionNumber } from '@shared/schemas/fees';
import type { FeeForm, FeeLine, SectionText } from '@shared/schemas/fees';

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
