/** How a call to the firm API failed (the routes map each kind to their answer). */
export type UpstreamFailure = 'unreachable' | 'timeout' | 'bad_response' | 'too_large';

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'UpstreamError';
  }
}
