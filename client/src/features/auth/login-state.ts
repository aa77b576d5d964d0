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
