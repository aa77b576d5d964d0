/**
 * What the BFF tells its observers, on node:diagnostics_channel: the modules that know (the upstream
 * client, the login route, the store) publish, the metrics subscribe when METRICS_PORT is set. A
 * channel nobody listens to costs one boolean check, so the publishers never need to know.
 */
import diagnostics from 'node:diagnostics_channel';

export interface UpstreamCallEvent {
  method: string;
  /** the upstream path, ids and all (the metrics fold them) */
  path: string;
  durationS: number;
  /** the HTTP status, or null when no answer came */
  status: number | null;
  /** why no usable answer came: timeout, unreachable, bad_response */
  failure: string | null;
}

export type LoginFailureReason = 'invalid_credentials' | 'refused' | 'upstream_error';

export interface LoginFailureEvent {
  reason: LoginFailureReason;
}

export interface StoreErrorEvent {
  operation: string;
  error: unknown;
}

export const upstreamCalls = diagnostics.channel('bo:upstream:call');
export const loginFailures = diagnostics.channel('bo:login:failure');
export const STORE_ERROR_CHANNEL = 'bo:store:error';
export const storeErrors = diagnostics.channel(STORE_ERROR_CHANNEL);

export function publishUpstreamCall(event: UpstreamCallEvent): void {
  if (upstreamCalls.hasSubscribers) upstreamCalls.publish(event);
}

export function publishLoginFailure(reason: LoginFailureReason): void {
  if (loginFailures.hasSubscribers) loginFailures.publish({ reason } satisfies LoginFailureEvent);
}

export function publishStoreError(event: StoreErrorEvent): void {
  if (storeErrors.hasSubscribers) storeErrors.publish(event);
}
