import { useTranslation } from 'react-i18next';
import type { ClientStatus } from '@shared/schemas/people';
import { SwitchField } from '@/components/forms/switch-field';
import { CLIENT_STATUS_TONES } from '@/components/ui/status-tones';

/** The status a new contract may give its client's file (the firm's "a contract is pending" step). */
export const STATUS_WITH_CONTRACT: ClientStatus = 'En attente';

/**
 * The client's file status as it is, and whether the new contract moves it to « En attente »: off
 * until the user says so, and said again under the switch when on. A file already « En attente »
 * has nothing to move.
 */
export function ClientStatusChoice({ status, moves, onMoves }: { status: ClientStatus | null; moves: boolean; onMoves: (moves: boolean) => void }) {
  const { t } = useTranslation();
  const target = t(`business.clientStatuses.${STATUS_WITH_CONTRACT}`);
  const current = status ? t(`business.clientStatuses.${status}`) : t('contracts.create.noStatus');
  return (
    <div className="client-status-choice" data-testid="client-status-choice">
      <p className="mb-2">
        {t('contracts.create.fileStatus')}{' '}
        {status ? <span className={`badge badge-soft tone-${CLIENT_STATUS_TONES[status]}`}>{current}</span> : <span className="text-body-secondary">{current}</span>}
      </p>
      {status !== STATUS_WITH_CONTRACT && (
        <>
          <SwitchField id="new-contract-client-status" label={t('contracts.create.moveStatus', { status: target })} checked={moves} onChange={onMoves} />
          <p className="form-text mb-0" id="new-contract-client-status-hint">
            {moves ? t('contracts.create.statusWillMove', { from: current, to: target }) : t('contracts.create.statusStays')}
          </p>
        </>
      )}
    </div>
  );
}
