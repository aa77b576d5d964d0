import './state-badge.css';
import '@/components/ui/i18n';
import { useTranslation } from 'react-i18next';
import type { ContractState } from '@shared/schemas/contracts';
import { CONTRACT_STATE_TONES } from '@/components/ui/status-tones';

/** A contract's state as a soft coloured pill. */
export function StateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return <span className={`state-badge badge-soft tone-${CONTRACT_STATE_TONES[state]}`}>{t(`business.contractStates.${state}`)}</span>;
}
