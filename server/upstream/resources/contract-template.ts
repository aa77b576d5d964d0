/** The upstream's contract template (/get_template/1 to read, /contract_templates/1 to write). */
import { CONTRACT_TEMPLATE_FIELDS, type ContractTemplate, type ContractTemplatePatch, type ContractTemplateUpdate } from '../../../shared/schemas/contract-template.js';
import { sentWritable } from '../../../shared/schemas/record-fields.js';
import type { KeyValueStore } from '../../store/store.js';
import { versioned } from '../adapters/record-version.js';
import { guardedWrite } from '../record-lock.js';
import { computeFees } from '../../../shared/fees.js';
import { textOf as text } from '../contract/codecs.js';
import { feeFormFromValues, parseValues, textsFromValues, valuesFromForm } from '../contract/contract-values.js';
import { isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';

function toTemplate(answer: unknown): ContractTemplate | null {
  const body = isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
  if (!isRecord(body)) return null;
  const values = parseValues(body.values);
  const form = feeFormFromValues(values);
  return versioned(CONTRACT_TEMPLATE_FIELDS, { form, texts: textsFromValues(values), generalConditions: text(body.general_condition), totals: computeFees(form) });
}

/** The template; a new contract starts from it. */
export function readTemplate(upstream: UserUpstream): Promise<ContractTemplate> {
  return upstream.read({ method: 'GET', path: '/get_template/1' }, toTemplate, 'template');
}

/**
 * Replaces the template with `update`, or with the parts a PATCH sent over the stored one, if it is
 * still the version of `ifMatch` (record-lock.ts).
 */
export function writeTemplate(upstream: UserUpstream, store: KeyValueStore, update: ContractTemplateUpdate | ContractTemplatePatch, ifMatch?: string | string[]): Promise<ContractTemplate> {
  return guardedWrite(store, {
    key: 'contract-template',
    ifMatch,
    read: () => readTemplate(upstream),
    async write(current) {
      const { form, texts, generalConditions } = { ...current, ...sentWritable(CONTRACT_TEMPLATE_FIELDS, update) };
      await upstream.body({ method: 'PUT', path: '/contract_templates/1', json: { values: valuesFromForm(form, { texts }), general_condition: generalConditions } });
      return readTemplate(upstream);
    },
  });
}
