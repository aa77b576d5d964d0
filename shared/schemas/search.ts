/** GET /api/search?q=: a few clients and contracts the role may see, for the quick search (Ctrl+K). */
import { Type, type Static } from 'typebox';
import { CONTRACT_STATES } from './contracts.js';
import { OneOf } from './common.js';

/** GET /api/search answers from this many characters (one letter would list half the firm). */
export const QUICK_SEARCH_MIN_LENGTH = 2;

export const QuickSearchQuery = Type.Object(
  // Two characters that are not spaces: one letter finds half the firm.
  { q: Type.String({ minLength: QUICK_SEARCH_MIN_LENGTH, maxLength: 100, pattern: '\\S.*\\S' }) },
  { additionalProperties: false },
);

export const QuickSearchClient = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String(), phone: Type.String() });
export type QuickSearchClient = Static<typeof QuickSearchClient>;

export const QuickSearchContract = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'as printed on the contract ("C-421")' }),
  label: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  state: OneOf(CONTRACT_STATES),
  createdAt: Type.String({ format: 'date-time' }),
});
export type QuickSearchContract = Static<typeof QuickSearchContract>;

export const QuickSearchResult = Type.Object({ clients: Type.Array(QuickSearchClient), contracts: Type.Array(QuickSearchContract) });
export type QuickSearchResult = Static<typeof QuickSearchResult>;
