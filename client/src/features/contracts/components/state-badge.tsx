import './state-badge.css';
import '@/components/ui/i18n';
import { useTranslation } from 'react-i18next';
import type { ContractState } from '@shared/schemas/contracts';

const TONES: Record<ContractState, string> = { 'En attente': 'warning', 'En cours': 'info', Terminé: 'success', Perdu: 'secondary' };

/** A contract's state as a soft coloured pill. */
export function StateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return <span className={`state-badge badge-soft tone-${TONES[state]}`}>{t(`business.contractStates.${state}`)}</span>;
}
