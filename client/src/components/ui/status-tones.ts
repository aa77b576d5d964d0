import type { ChartTone } from '@/components/charts/chart-scale';
import type { ContractState } from '@shared/schemas/contracts';
import type { CrmAction } from '@shared/schemas/crm';
import type { ClientStatus } from '@shared/schemas/people';

/** The colour of each status of the business screens: a `tone-*` class of a badge, a series of a chart. */

/** How far a case has gone: a client's status and a contract's state say it in the same words, so in the same colours. */
const PROGRESS_TONES = { 'En attente': 'warning', 'En cours': 'info', Terminé: 'success', Perdu: 'secondary' } as const;

export const CLIENT_STATUS_TONES: Record<ClientStatus, ChartTone> = PROGRESS_TONES;
export const CONTRACT_STATE_TONES: Record<ContractState, ChartTone> = PROGRESS_TONES;

/** The outcome of a contact in the CRM journal (its table and its chart). */
export const CRM_ACTION_TONES: Record<CrmAction, ChartTone> = {
  'Rendez-vous pris': 'primary',
  'Mail prestation envoyé': 'info',
  'Affaire signée': 'success',
  Échec: 'danger',
  Autre: 'secondary',
  'Email reçu': 'warning',
};
