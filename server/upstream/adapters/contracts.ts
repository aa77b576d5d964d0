/**
 * A contract ("document") between the firm API and the BFF, through its field table: the form is
 * read from the `values` JSON text (contract/contract-values.ts); the totals are always recomputed
 * (the old front end stored them truncated to whole euros), as are the payment flags.
 */
import { contractReference } from '../../../shared/contract-reference.js';
import { contractLabel, nameInContractLabel } from '../../../shared/french.js';
import { computeFees, SECTION_CODES } from '../../../shared/fees.js';
import { type SectionNumber } from '../../../shared/schemas/fees.js';
import { CONTRACT_FIELDS, type Contract, type ContractInput } from '../../../shared/schemas/contracts.js';
import type { FeeForm, SectionText } from '../../../shared/schemas/fees.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';
import { SERVICE_CODES, type ServiceCode } from '../../../shared/services.js';
import type { Row } from '../contract/codecs.js';
import { generalConditionsFromValues, parseValues, textsFromValues, valuesFromForm, type ContractTerms } from '../contract/contract-values.js';
import { DOCUMENT_CODECS } from '../contract/documents.js';
import { readColumns, writeColumns } from './record-columns.js';

/** The services of a form's chosen sections, in the canonical order. */
export function servicesOfForm(form: FeeForm): ServiceCode[] {
  const codes = new Set((Object.keys(SECTION_CODES).map(Number) as SectionNumber[]).filter((n) => form.sections[n]).map((n) => SECTION_CODES[n]));
  return SERVICE_CODES.filter((code) => codes.has(code));
}

/**
 * A contract as its client is named now: the firm API's list rows carry only the label the contract
 * was made with (« Contrat de » and the name of then). A label made that way is made again from the
 * current name; one worded otherwise stays. Its version stays the stored record's.
 */
export function namedAsNow<C extends Pick<Contract, 'label' | 'clientName'>>(contract: C, name: string | undefined): C {
  if (!name || (name === contract.clientName && contractLabel(name) === contract.label)) return contract;
  return { ...contract, clientName: name, label: nameInContractLabel(contract.label) === null ? contract.label : contractLabel(name) };
}

export function toContract(row: Row, fallbackTexts: SectionText[] = []): Unversioned<Contract> | null {
  const read = readColumns(CONTRACT_FIELDS, DOCUMENT_CODECS, row) as Unversioned<Contract>;
  if (read.id === null || read.clientId === null) return null;
  const totals = computeFees(read.form);
  const status = DOCUMENT_CODECS.status_payment.read(row.status_payment) as number;
  const values = parseValues(row.values);
  return {
    ...read,
    reference: contractReference(read.id),
    clientName: read.clientName ?? nameInContractLabel(read.label) ?? read.label,
    services: read.services.length > 0 ? read.services : servicesOfForm(read.form),
    texts: textsFromValues(values, fallbackTexts),
    generalConditions: generalConditionsFromValues(values),
    totalTtcCents: totals.totalTtcCents,
    depositCents: totals.depositCents,
    balanceCents: totals.balanceCents,
    depositPaid: status >= 1,
    balancePaid: status >= 2,
    createdAt: read.createdAt ?? new Date(0).toISOString(),
    updatedAt: read.updatedAt ?? read.createdAt ?? new Date(0).toISOString(),
  };
}

/**
 * The columns of POST or PUT /documents for a contract's writable fields: its state, payment method
 * and (on create) client, the form as `values` with its terms, its services and amounts.
 */
export function documentBody(input: Partial<Omit<ContractInput, 'form'>> & { form: FeeForm }, terms: ContractTerms): Row {
  return {
    ...writeColumns(CONTRACT_FIELDS, DOCUMENT_CODECS, input, 'document'),
    subscribe_services: servicesOfForm(input.form).join(' / '),
    values: valuesFromForm(input.form, terms),
    ...upstreamAmounts(input.form),
  };
}

/** The upstream amounts of a form, in euros with their cents (the old front end truncated them). */
export function upstreamAmounts(form: FeeForm): { advanced_payment: number; pre_payment: number; end_payment: number } {
  const totals = computeFees(form);
  return { advanced_payment: totals.totalTtcCents / 100, pre_payment: totals.depositCents / 100, end_payment: totals.balanceCents / 100 };
}

const sqlNow = (now: Date) => now.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The payment switches of the contract doc: balance on -> 2 with sold_date (and deposit_date when
 * jumping from 0); deposit on -> 1 with deposit_date; off -> back, the later dates cleared.
 */
export function paymentUpdate(current: Pick<Contract, 'depositDate' | 'balanceDate'> & { status: number }, deposit: boolean, balance: boolean, now = new Date()) {
  const keep = (iso: string | null) => (iso ? sqlNow(new Date(iso)) : sqlNow(now));
  if (balance) {
    return { status_payment: 2, deposit_date: current.status >= 1 ? keep(current.depositDate) : sqlNow(now), sold_date: current.status === 2 ? keep(current.balanceDate) : sqlNow(now) };
  }
  if (deposit) return { status_payment: 1, deposit_date: current.status >= 1 ? keep(current.depositDate) : sqlNow(now), sold_date: null };
  return { status_payment: 0, deposit_date: null, sold_date: null };
}
