/** /api/contract-template: the fee form, section texts and general conditions every new contract starts from. */
import { Type, type Static } from 'typebox';
import { FeeForm, FeeTotals, SectionTexts } from './fees.js';

export const ContractTemplate = Type.Object({
  form: FeeForm,
  texts: SectionTexts,
  generalConditions: Type.String(),
  totals: FeeTotals,
});
export type ContractTemplate = Static<typeof ContractTemplate>;

/** PUT /api/contract-template: the totals are the BFF's, never sent. */
export const ContractTemplateUpdate = Type.Object(
  { form: FeeForm, texts: SectionTexts, generalConditions: Type.String({ maxLength: 50_000 }) },
  { additionalProperties: false },
);
export type ContractTemplateUpdate = Static<typeof ContractTemplateUpdate>;
