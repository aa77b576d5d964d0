import { PATHS } from '@shared/paths';

/** The login page's path: the router's route, and the page main.tsx draws without the router. */
export const LOGIN_PATH = PATHS.login;

/** What other screens pass to the login page through the router's location state. */
export interface LoginLocationState {
  /** the protected page the user wanted */
  from?: string;
  /** the user has just signed out: the cached session is about to be cleared */
  signedOut?: boolean;
}

export function readLoginState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, signedOut } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    signedOut: signedOut === true,
  };
}

/** The location state react-router keeps in history.state ({usr, key, idx}): it survives a reload. */
export function readHistoryLoginState(): LoginLocationState {
  const state: unknown = window.history.state;
  return readLoginState(typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined);
}
