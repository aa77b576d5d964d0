/**
 * The firm API's former clients (docs/upstream-api.md, GET /users?kind=oldclient): imported from the
 * firm's previous web site with its legacy column names; some versions wrap the list as {data:[...]}.
 */
import { Type } from 'typebox';
import * as codec from './codecs.js';

export const LegacyClientRow = Type.Object({
  clcleunik: Type.String({ description: 'the legacy key' }),
  cl_prenom: Type.String(),
  cl_nom: Type.String({ description: 'in capitals' }),
  cl_civilite: Type.String(),
  cl_ne_le: Type.String({ description: 'birth date' }),
  cl_tel_port: Type.String(),
  cl_tel_bur: Type.String(),
  cl_adr: Type.String(),
  cl_ville: Type.String(),
  cl_cp: Type.String(),
  cl_pays: Type.String(),
  cl_mail: Type.String(),
  cl_date: Type.String({ description: 'creation date' }),
  expert_name: Type.String(),
});
export const LegacyClientList = Type.Union([Type.Array(LegacyClientRow), Type.Object({ data: Type.Array(LegacyClientRow) })]);

/** The legacy site stored last names in capitals: shown capitalised. */
const capitalised: codec.Codec<string> = {
  read: (raw) => codec.textOf(raw).toLocaleLowerCase('fr').replace(/(^|[\s-])\p{L}/gu, (m) => m.toLocaleUpperCase('fr')),
};

export const LEGACY_CLIENT_CODECS: Readonly<Record<string, codec.Codec>> = {
  clcleunik: { read: codec.textOrNull },
  cl_civilite: codec.civility,
  cl_nom: capitalised,
  cl_ne_le: codec.date,
  cl_tel_port: codec.phone,
  cl_tel_bur: codec.phone,
  cl_date: codec.date,
  expert_name: codec.optionalText,
};
