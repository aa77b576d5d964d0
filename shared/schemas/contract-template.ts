/** /api/contract-template: the fee form, section texts and general conditions every new contract starts from. */
import { Type, type Static } from 'typebox';
import { FeeForm, FeeTotals, SectionTexts } from './fees.js';
import { field, patchSchema, readOnlyField, recordSchema, replaceSchema } from './record-fields.js';

/** The firm API call that writes the template: PUT /contract_templates/1. */
export type TemplateWriter = 'template';

export const CONTRACT_TEMPLATE_FIELDS = {
  form: field(FeeForm, 'values', 'template'),
  /** the title and subcontent keys of the same `values` */
  texts: field(SectionTexts, null, 'template'),
  generalConditions: field(Type.String(), 'general_condition', 'template', { input: Type.String({ maxLength: 50_000 }) }),
  /** the BFF's (shared/fees.ts, integer cents): what a body sends of them is ignored */
  totals: readOnlyField(FeeTotals),
};

export const ContractTemplate = recordSchema(CONTRACT_TEMPLATE_FIELDS, { title: 'ContractTemplate' });
export type ContractTemplate = Static<typeof ContractTemplate>;

/** PUT /api/contract-template: the whole template (its totals, when sent back, are ignored). */
export const ContractTemplateUpdate = replaceSchema(CONTRACT_TEMPLATE_FIELDS, { title: 'ContractTemplateReplace' });
export type ContractTemplateUpdate = Static<typeof ContractTemplateUpdate>;
/** PATCH /api/contract-template: only the parts sent change. */
export const ContractTemplatePatch = patchSchema(CONTRACT_TEMPLATE_FIELDS, { title: 'ContractTemplatePatch' });
export type ContractTemplatePatch = Static<typeof ContractTemplatePatch>;
