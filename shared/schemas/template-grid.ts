/** The template's grid and autocomplete lookups (spec §7 /api/aggrid/data, /api/autocomplete/data): read-only demo data. */
import { Type, type Static } from 'typebox';

export const GridRow = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  company: Type.String(),
  city: Type.String(),
  zip: Type.String({ description: 'French postal code, 5 digits' }),
  email: Type.String(),
  phone: Type.String({ description: 'French format, e.g. 06 12 34 56 78' }),
  followers: Type.Integer({ description: 'a number column' }),
  joined: Type.String({ format: 'date', description: 'a date column' }),
});
export type GridRow = Static<typeof GridRow>;

export const GridData = Type.Object({ data: Type.Array(GridRow) });
export type GridData = Static<typeof GridData>;

export const Suggestion = Type.Object({
  id: Type.Integer(),
  label: Type.String({ description: 'what the field shows, e.g. "Lyon"' }),
  detail: Type.String({ description: 'a second line, e.g. the postal code and region' }),
});
export type Suggestion = Static<typeof Suggestion>;

export const AutocompleteData = Type.Object({ data: Type.Array(Suggestion) });
export type AutocompleteData = Static<typeof AutocompleteData>;
