import { useTranslation } from 'react-i18next';
import { CONTRACT_STATES, PAYMENT_METHODS, type ContractState, type PaymentMethod } from '@shared/schemas/contracts';

/** The contract's state and payment method. */
export function ContractSettings({
  idPrefix,
  state,
  method,
  onState,
  onMethod,
}: {
  idPrefix: string;
  state: ContractState;
  method: PaymentMethod | '';
  onState: (state: ContractState) => void;
  onMethod: (method: PaymentMethod | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="contract-settings">
      <div>
        <label className="form-label" htmlFor={`${idPrefix}-state`}>
          {t('contracts.contract.state')}
        </label>
        <select id={`${idPrefix}-state`} className="form-select" value={state} onChange={(event) => onState(event.target.value as ContractState)}>
          {CONTRACT_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`business.contractStates.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label" htmlFor={`${idPrefix}-method`}>
          {t('contracts.contract.method')}
        </label>
        <select id={`${idPrefix}-method`} className="form-select" value={method} onChange={(event) => onMethod(event.target.value as PaymentMethod | '')}>
          <option value="">{t('contracts.methods.none')}</option>
          {PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(`contracts.methods.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A stored method that is not one of the five (legacy text) is shown as none. */
export function knownMethod(value: string): PaymentMethod | '' {
  return (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : '';
}
