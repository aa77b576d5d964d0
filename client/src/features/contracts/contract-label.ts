import type { TFunction } from 'i18next';
import { nameInContractLabel } from '@shared/french';
import type { Civility } from '@shared/schemas/people';

/**
 * The upstream names a contract in French (« Contrat de Prénom Nom », « Contrat d’Hélène … »);
 * shown in the user's language. A label the firm typed otherwise is shown as it is.
 */
export function contractLabel(t: TFunction, label: string): string {
  const name = nameInContractLabel(label);
  return name ? t('contracts.label', { name }) : label;
}

/** M. / Mme in the user's language (Mr / Mrs in English). */
export function civilityLabel(t: TFunction, civility: Civility | null | undefined): string {
  return civility ? t(`business.civilities.${civility}`, { defaultValue: civility }) : '';
}
