/** EXPORTS_AT_ONCE, EXPORT_QUEUE_LENGTH, EXPORT_QUEUE_WAIT_MS, EXPORT_IDLE_TIMEOUT_MS: the bounds of the exports (export-turns.ts). */
import { integer, type Env } from '../config-env.js';
import type { ExportLimits } from './export-turns.js';

export function exportLimits(env: Env): ExportLimits {
  return {
    atOnce: integer(env, 'EXPORTS_AT_ONCE', 2, 1, 64),
    queueLength: integer(env, 'EXPORT_QUEUE_LENGTH', 4, 0, 1000),
    queueWaitMs: integer(env, 'EXPORT_QUEUE_WAIT_MS', 10_000, 1, 600_000),
    idleTimeoutMs: integer(env, 'EXPORT_IDLE_TIMEOUT_MS', 10_000, 100, 600_000),
  };
}
