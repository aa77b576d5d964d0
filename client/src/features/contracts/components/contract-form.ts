import { get, type FieldErrors } from 'react-hook-form';
import { contractProblems } from '@shared/rules/contract-rules';
import type { ContractTemplate } from '@shared/schemas/contract-template';
import { CONTRACT_FIELDS, ContractCreate, ContractUpdate, type Contract, type ContractInput } from '@shared/schemas/contracts';
import type { FeeForm } from '@shared/schemas/fees';
import { createDefaults, writableValues } from '@shared/schemas/record-fields';
import { keysByField, schemaResolver } from '@/components/forms/resolvers';
import { showToast } from '@/lib/toast-store';
import { knownMethod } from './contract-settings';

/** A new contract for a client: the field table's defaults (pending, no payment method) and the firm's template's fees. */
export function newContractValues(clientId: number, template: ContractTemplate): ContractInput {
  return { ...createDefaults(CONTRACT_FIELDS), clientId, form: template.form };
}

/** A stored contract's fields (a legacy payment method, none of the five, shows as none). */
export function contractValues(contract: Contract): ContractUpdate {
  return { ...writableValues(CONTRACT_FIELDS, contract), paymentMethod: knownMethod(contract.paymentMethod) };
}

const rules = (contract: { form: FeeForm }) => keysByField(contractProblems(contract));
/** The BFF's schemas and the contract's rule (a service at least, shared/rules). */
export const newContractResolver = schemaResolver<ContractInput, typeof ContractCreate>(ContractCreate, { keyOf: () => 'invalid', rules });
export const contractResolver = schemaResolver<ContractUpdate, typeof ContractUpdate>(ContractUpdate, { keyOf: () => 'invalid', rules });

/** Says in a toast why a fee editor was not saved: a contract with no service, else a field refused (a number typed wrong, a template section without a title). */
export function toastRefusal(errors: FieldErrors): void {
  showToast({ variant: 'danger', key: get(errors, 'form.sections') ? 'contracts.create.noSection' : 'contracts.template.invalid' });
}
