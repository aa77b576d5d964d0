/** The map page's figures: the firm's clients counted per département of their postal code. */
import { Type, type Static } from 'typebox';

export const DepartmentCount = Type.Object({
  code: Type.String({ description: 'INSEE code of the département: 01–95, 2A, 2B, 971–976' }),
  name: Type.String(),
  clients: Type.Integer({ minimum: 1 }),
});
export type DepartmentCount = Static<typeof DepartmentCount>;

export const ClientsByDepartment = Type.Object({
  departments: Type.Array(DepartmentCount, { description: 'the départements with at least one client, by code' }),
  unlocated: Type.Integer({ minimum: 0, description: 'clients whose postal code names no département (none, foreign, Monaco...)' }),
  total: Type.Integer({ minimum: 0, description: 'every client counted' }),
});
export type ClientsByDepartment = Static<typeof ClientsByDepartment>;
