/**
 * Whether a multipart body arrived whole: its close delimiter (CRLF `--boundary--`) came before the
 * request ended. @fastify/multipart ends its parts quietly on a body cut short between two parts
 * (busboy's « Unexpected end of multipart data » is dropped), and a body cut inside a file only shows
 * as that file's stream failing: an upload asks here whether the sender or the firm API failed it.
 */
import type { IncomingMessage } from 'node:http';

export interface MultipartCompletion {
  /** the close delimiter arrived */
  readonly closed: boolean;
  /** the request ended, or its connection did, without the close delimiter */
  readonly truncated: boolean;
}

/** The boundary of a multipart/form-data Content-Type, quoted or not. */
function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * Watches the request's bytes as they stream past (to the multipart parser, which reads them too):
 * to be called before the parser is given the request, in the same tick.
 */
export function watchMultipartCompletion(raw: IncomingMessage): MultipartCompletion {
  const boundary = boundaryOf(raw.headers['content-type']);
  // The first delimiter may open the body with no CRLF before it (an empty form's close delimiter): as if there were one.
  const delimiter = boundary === null ? null : Buffer.from(`\r\n--${boundary}--`);
  let tail = Buffer.from('\r\n');
  let closed = false;
  let ended = false;
  const onData = (chunk: Buffer) => {
    if (closed || delimiter === null) return;
    // The delimiter across two chunks, then within this one.
    closed = Buffer.concat([tail, chunk.subarray(0, delimiter.length - 1)]).includes(delimiter) || chunk.includes(delimiter);
    const kept = Buffer.concat([tail, chunk.subarray(Math.max(0, chunk.length - (delimiter.length - 1)))]);
    tail = kept.subarray(Math.max(0, kept.length - (delimiter.length - 1)));
  };
  const onEnd = () => {
    ended = true;
    raw.off('data', onData);
  };
  raw.on('data', onData);
  raw.once('end', onEnd);
  raw.once('close', onEnd);
  raw.once('error', onEnd);
  return {
    get closed() {
      return closed;
    },
    get truncated() {
      return ended && !closed;
    },
  };
}
