/** GET /config: what the screens need before sign-in. Public, so nothing secret. */
import { Type, type Static } from 'typebox';
import { OneOf } from './common.js';
import { RoleSchema } from './people.js';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DemoAccount = Type.Object({ email: Type.String(), password: Type.String(), role: RoleSchema, name: Type.String() });
export type DemoAccount = Static<typeof DemoAccount>;

/** The firm's legal identity (printed contracts, footer); an unset field is absent. */
export const FirmIdentity = Type.Object({
  name: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  siret: Type.Optional(Type.String({ description: '14 digits' })),
  orias: Type.Optional(Type.String({ description: 'ORIAS registration number, 8 digits' })),
  phone: Type.Optional(Type.String({ description: 'whom to call, e.g. for a new password' })),
  email: Type.Optional(Type.String({ description: 'whom to write to' })),
});
export type FirmIdentity = Static<typeof FirmIdentity>;

export const PublicConfig = Type.Object({
  demo: Type.Boolean(),
  basePath: Type.String(),
  languages: Type.Array(OneOf(LANGUAGES)),
  defaultLanguage: OneOf(LANGUAGES),
  demoAccounts: Type.Optional(Type.Array(DemoAccount, { description: 'demo mode only' })),
  firm: FirmIdentity,
  mapTiles: Type.Optional(Type.Object({
    url: Type.String({ description: 'Leaflet URL template with {z}, {x}, {y}' }),
    attribution: Type.Optional(Type.String()),
  }, { description: 'only when MAP_TILE_URL is set: the tile server drawn under the map page\'s vector layer' })),
});
export type PublicConfig = Static<typeof PublicConfig>;
