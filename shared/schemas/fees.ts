/**
 * The fee form of a contract and of the template, its totals (computed by shared/fees.ts) and the
 * texts of its seven sections.
 */
import { Type, type Static } from 'typebox';

/** The fee schedule's seven sections. */
export const SECTION_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
export type SectionNumber = (typeof SECTION_NUMBERS)[number];

const money = (description?: string) => Type.Number({ minimum: 0, maximum: 1_000_000, ...(description ? { description } : {}) });
const quantity = () => Type.Integer({ minimum: 0, maximum: 10_000 });
const percent = () => Type.Number({ minimum: 0, maximum: 100 });
const extra = () =>
  Type.Object({ enabled: Type.Boolean(), quantity: quantity(), unitPrice: money() }, { additionalProperties: false });
const closed = { additionalProperties: false } as const;

export const FeeForm = Type.Object(
  {
    sections: Type.Object(
      { 1: Type.Boolean(), 2: Type.Boolean(), 3: Type.Boolean(), 4: Type.Boolean(), 5: Type.Boolean(), 6: Type.Boolean(), 7: Type.Boolean() },
      { ...closed, description: 'the chosen sections' },
    ),
    consultationMinutes: quantity(),
    hourlyRate: money('section 1: euros an hour'),
    flatPrices: Type.Object(
      { 2: money(), 3: money(), 4: money(), 5: money(), 6: money(), 7: money() },
      { ...closed, description: 'sections 2 to 7: flat price, euros excluding tax' },
    ),
    extras: Type.Object({ 2: extra(), 4: extra(), 5: extra() }, { ...closed, description: 'sections 2, 4, 5: extra units on top of the flat price' }),
    replaceSection5: Type.Boolean({ description: "section 5: the extra units line replaces the flat price" }),
    vatPercent: percent(),
    depositPercent: percent(),
  },
  { ...closed, title: 'FeeForm' },
);
export type FeeForm = Static<typeof FeeForm>;

const cents = () => Type.Integer();

export const FeeLine = Type.Object({
  section: Type.Unsafe<SectionNumber>({ type: 'integer' }),
  kind: Type.Unsafe<'consultation' | 'flat' | 'extra'>({ type: 'string' }),
  quantity: Type.Number(),
  unitCents: Type.Integer({ description: 'unit price in cents (an hour for the consultation)' }),
  htCents: cents(),
  ttcCents: cents(),
});
export type FeeLine = Static<typeof FeeLine>;

export const FeeTotals = Type.Object({
  lines: Type.Array(FeeLine),
  totalHtCents: cents(),
  vatCents: cents(),
  totalTtcCents: cents(),
  depositCents: cents(),
  balanceCents: cents(),
  balancePercent: Type.Number({ description: '100 − deposit %' }),
}, { title: 'FeeTotals' });
export type FeeTotals = Static<typeof FeeTotals>;

export const SectionText = Type.Object(
  { title: Type.String({ maxLength: 200 }), description: Type.String({ maxLength: 5000 }) },
  { ...closed, title: 'SectionText' },
);
export type SectionText = Static<typeof SectionText>;

/** The titles and descriptions of sections 1 to 7, in order. */
export const SectionTexts = Type.Array(SectionText, { minItems: 7, maxItems: 7 });
