/** GET /healthz (the process lives) and GET /readyz (the firm API answers). */
import { Type, type Static } from 'typebox';
import { OneOf } from './common.js';

export const HealthResponse = Type.Object({ status: OneOf(['ok', 'unavailable'] as const) });
export type HealthResponse = Static<typeof HealthResponse>;

/** 503 of /readyz: the firm API does not answer. */
export const Unavailable = Type.Object({ status: OneOf(['unavailable'] as const), error: Type.String(), message: Type.String() });
