/** The upstream's contract template (/get_template/1 to read, /contract_templates/1 to write). */
import type { ContractTemplate, ContractTemplateUpdate } from '../../../shared/schemas/contract-template.js';
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
  return { form, texts: textsFromValues(values), generalConditions: text(body.general_condition), totals: computeFees(form) };
}

/** The template; a new contract starts from it. */
export function readTemplate(upstream: UserUpstream): Promise<ContractTemplate> {
  return upstream.read({ method: 'GET', path: '/get_template/1' }, toTemplate, 'template');
}

export async function writeTemplate(upstream: UserUpstream, { form, texts, generalConditions }: ContractTemplateUpdate): Promise<ContractTemplate> {
  await upstream.body({ method: 'PUT', path: '/contract_templates/1', json: { values: valuesFromForm(form, texts), general_condition: generalConditions } });
  return readTemplate(upstream);
}
