/** JSON schemas of a fee form and section texts, for the template and contract bodies and answers. */
const money = { type: 'number', minimum: 0, maximum: 1_000_000 } as const;
const quantity = { type: 'integer', minimum: 0, maximum: 10_000 } as const;
const extra = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'quantity', 'unitPrice'],
  properties: { enabled: { type: 'boolean' }, quantity, unitPrice: money },
} as const;
const sevenFlags = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [String(n), { type: 'boolean' }]));
const sixPrices = Object.fromEntries([2, 3, 4, 5, 6, 7].map((n) => [String(n), money]));

export const feeFormSchema = {
  $id: 'FeeForm',
  type: 'object',
  additionalProperties: false,
  required: ['sections', 'consultationMinutes', 'hourlyRate', 'flatPrices', 'extras', 'replaceSection5', 'vatPercent', 'depositPercent'],
  properties: {
    sections: { type: 'object', additionalProperties: false, required: Object.keys(sevenFlags), properties: sevenFlags },
    consultationMinutes: quantity,
    hourlyRate: money,
    flatPrices: { type: 'object', additionalProperties: false, required: Object.keys(sixPrices), properties: sixPrices },
    extras: { type: 'object', additionalProperties: false, required: ['2', '4', '5'], properties: { 2: extra, 4: extra, 5: extra } },
    replaceSection5: { type: 'boolean' },
    vatPercent: { type: 'number', minimum: 0, maximum: 100 },
    depositPercent: { type: 'number', minimum: 0, maximum: 100 },
  },
} as const;

export const sectionTextsSchema = {
  $id: 'SectionTexts',
  type: 'array',
  minItems: 7,
  maxItems: 7,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'description'],
    properties: { title: { type: 'string', maxLength: 200 }, description: { type: 'string', maxLength: 5000 } },
  },
} as const;

const cents = { type: 'integer' } as const;
export const feeTotalsSchema = {
  $id: 'FeeTotals',
  type: 'object',
  properties: {
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: { section: { type: 'integer' }, kind: { type: 'string' }, quantity: { type: 'number' }, unitCents: cents, htCents: cents, ttcCents: cents },
      },
    },
    totalHtCents: cents,
    vatCents: cents,
    totalTtcCents: cents,
    depositCents: cents,
    balanceCents: cents,
    balancePercent: { type: 'number' },
  },
} as const;
