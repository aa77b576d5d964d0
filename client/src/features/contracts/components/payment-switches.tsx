import './payment-switches.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/fees';
import type { Contract, ContractState } from '@shared/schemas/contracts';
import type { PaymentSwitches as Switches } from '@shared/schemas/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';

/**
 * The state a payment about to be recorded suggests: "En cours" at a payment while "En attente",
 * "Terminé" with the balance; null when there is nothing to ask.
 */
export function suggestedState(contract: Pick<Contract, 'state' | 'balancePaid'>, switches: Switches): ContractState | null {
  if (contract.state === 'Perdu' || contract.state === 'Terminé') return null;
  if (switches.balance && !contract.balancePaid) return 'Terminé';
  if (switches.deposit && contract.state === 'En attente') return 'En cours';
  return null;
}

/**
 * The deposit and balance switches of a contract, each with its amount and date. Each switch is a
 * write of its own (POST payments): balance on records both; deposit off clears both. Recording a
 * payment asks whether the contract moves on ("En cours", or "Terminé" with the balance), and the
 * answer goes with the payment. Cancelling a recorded payment is asked first, naming it and its
 * date; once both are paid, closing the contract ("Terminé") is still offered.
 */
export function PaymentSwitches({
  contract,
  onChange,
  onFinish,
}: {
  contract: Contract;
  onChange: (switches: Switches) => Promise<void>;
  /** sets the contract's state to "Terminé" */
  onFinish?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Switches | null>(null);
  const [confirmUndo, setConfirmUndo] = useState<{ switches: Switches; text: string } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [question, setQuestion] = useState<{ switches: Switches; state: ContractState } | null>(null);
  const paidOn = (date: string | null) => (date ? formatDate(date) : '—');
  const busy = pending !== null;
  // The switch moves at once; a refused write puts it back.
  const send = async (switches: Switches) => {
    setPending(switches);
    try {
      await onChange(switches);
    } finally {
      setPending(null);
    }
  };
  /** A payment recorded: first asked whether the contract moves on with it (the answer is saved with it). */
  const record = (switches: Switches) => {
    const state = suggestedState(contract, switches);
    if (state) setQuestion({ switches, state });
    else void send(switches);
  };
  const answer = (moveOn: boolean) => {
    if (!question) return;
    setQuestion(null);
    void send(moveOn ? { ...question.switches, state: question.state } : question.switches);
  };
  const finished = contract.state === 'Terminé';
  const rows = [
    {
      key: 'deposit' as const,
      label: t('contracts.contract.depositPaid'),
      paid: contract.depositPaid,
      date: contract.depositDate,
      cents: contract.depositCents,
      due: !contract.depositPaid && contract.state !== 'Perdu',
      hint: contract.balancePaid ? t('contracts.contract.depositOffClears') : null,
      toggle: (on: boolean) => {
        if (on) record({ deposit: true, balance: false });
        else
          setConfirmUndo({
            switches: { deposit: false, balance: false },
            text: contract.balancePaid
              ? t('contracts.contract.confirmUndoBoth', { depositDate: paidOn(contract.depositDate), balanceDate: paidOn(contract.balanceDate) })
              : t('contracts.contract.confirmUndoDeposit', { date: paidOn(contract.depositDate) }),
          });
      },
    },
    {
      key: 'balance' as const,
      label: t('contracts.contract.balancePaid'),
      paid: contract.balancePaid,
      date: contract.balanceDate,
      cents: contract.balanceCents,
      due: finished && !contract.balancePaid,
      hint: contract.depositPaid ? null : t('contracts.contract.balanceNeedsDeposit'),
      toggle: (on: boolean) => {
        if (on) record({ deposit: true, balance: true });
        else setConfirmUndo({ switches: { deposit: contract.depositPaid, balance: false }, text: t('contracts.contract.confirmUndoBalance', { date: paidOn(contract.balanceDate) }) });
      },
    },
  ];
  return (
    <div className="payment-switches" aria-busy={busy}>
      {rows.map((row) => (
        <div key={row.key} className={`payment-switch${row.paid ? ' is-paid' : row.due ? ' is-due' : ''}`} data-testid={`payment-${row.key}`}>
          <div className="form-check form-switch">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={`payment-${row.key}`}
              checked={pending ? pending[row.key] : row.paid}
              disabled={busy}
              aria-describedby={`payment-${row.key}-date`}
              onChange={(event) => row.toggle(event.target.checked)}
            />
          </div>
          <label className="payment-switch-label" htmlFor={`payment-${row.key}`}>
            {row.label}
          </label>
          <span className="payment-switch-amount">{formatEuros(row.cents)}</span>
          <span className="payment-switch-date" id={`payment-${row.key}-date`} data-testid={`payment-${row.key}-date`}>
            {row.paid && row.date ? t('contracts.contract.paidOn', { date: formatDate(row.date) }) : t('contracts.contract.notPaid')}
            {row.hint ? ` · ${row.hint}` : ''}
          </span>
        </div>
      ))}
      {onFinish && contract.depositPaid && contract.balancePaid && !finished && (
        <div className="alert alert-success d-flex flex-wrap align-items-center gap-2 mt-3 mb-0" role="status" data-testid="offer-finish">
          <span className="me-auto">{t('contracts.contract.allPaid')}</span>
          <button
            type="button"
            className="btn btn-sm btn-success"
            disabled={finishing}
            onClick={() => {
              setFinishing(true);
              void onFinish().finally(() => setFinishing(false));
            }}
          >
            {t('contracts.contract.finish')}
          </button>
        </div>
      )}
      <Dialog
        show={question !== null}
        onHide={() => setQuestion(null)}
        titleId="payment-state-title"
        title={t(question?.switches.balance ? 'contracts.contract.stateQuestion.balanceTitle' : 'contracts.contract.stateQuestion.depositTitle')}
        testId="payment-state-dialog"
        footer={
          question && (
            <>
              <button type="button" className="btn btn-label-secondary" onClick={() => answer(false)}>
                {t('contracts.contract.stateQuestion.keep', { state: t(`business.contractStates.${contract.state}`) })}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => answer(true)} autoFocus>
                {t('contracts.contract.stateQuestion.move', { state: t(`business.contractStates.${question.state}`) })}
              </button>
            </>
          )
        }
      >
        {question && (
          <p className="mb-0">
            {t('contracts.contract.stateQuestion.text', { current: t(`business.contractStates.${contract.state}`), next: t(`business.contractStates.${question.state}`) })}
          </p>
        )}
      </Dialog>
      <ConfirmDialog
        show={confirmUndo !== null}
        text={confirmUndo?.text ?? ''}
        confirmLabel={t('contracts.contract.confirmUndo')}
        onConfirm={() => send(confirmUndo!.switches)}
        onClose={() => setConfirmUndo(null)}
      />
    </div>
  );
}
