import type { TFunction } from 'i18next';
import type { Civility } from '@shared/schemas/people';

/**
 * The upstream names a contract in French ("Contrat de Prénom Nom"); shown in the user's
 * language. A label the firm typed otherwise is shown as it is.
 */
export function contractLabel(t: TFunction, label: string): string {
  const match = /^Contrat de\s+(.+)$/i.exec(label.trim());
  return match ? t('contracts.label', { name: match[1] }) : label;
}

/** M. / Mme in the user's language (Mr / Mrs in English). */
export function civilityLabel(t: TFunction, civility: Civility | null | undefined): string {
  return civility ? t(`business.civilities.${civility}`, { defaultValue: civility }) : '';
}
