/**
 * One exchange with the firm API through undici's dispatcher, as a promise that settles once: the
 * first failure (the reader's, the timer's, the connection's) stops the timer, aborts the call and is
 * the answer; nothing is read after it. The whole-answer call (client.ts) and the streamed list
 * (list-stream.ts) differ only in how they read the answer and what their timer measures.
 */
import type { Dispatcher } from 'undici';
import type { UpstreamError } from './upstream-error.js';

export interface AnswerReader<T> {
  /** the answer's status and headers (an informational answer is not one); a throw ends the exchange with it */
  start(status: number, headers: Record<string, string | string[] | undefined>): void;
  /** a chunk of the body; a throw ends the exchange with it */
  data(chunk: Buffer): void;
  /** what the exchange answers once the body has ended; a throw is its failure */
  end(): T;
}

export interface ExchangeTimer {
  ms: number;
  error: () => UpstreamError;
  /** the timer starts again at the answer's start and at each chunk: a pause is measured, not the whole */
  idle?: boolean;
}

export function dispatchOnce<T>(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, timer: ExchangeTimer, reader: AnswerReader<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let controller: Dispatcher.DispatchController | null = null;
    let settled = false;
    let timeout: NodeJS.Timeout | undefined;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      controller?.abort(err);
      reject(err);
    };
    const startTimer = () => {
      clearTimeout(timeout);
      timeout = setTimeout(() => fail(timer.error()), timer.ms);
    };
    // Before each part of the answer is read (no closure per chunk: this is every call's path).
    const readable = () => {
      if (settled) return false;
      if (timer.idle) startTimer();
      return true;
    };
    startTimer();
    dispatcher.dispatch(options, {
      onRequestStart(started) {
        controller = started;
        // The timer ran out while the call waited for a connection.
        if (settled) started.abort(timer.error());
      },
      onResponseStart(_controller, statusCode, headers) {
        if (statusCode < 200) return; // an informational answer; the real one follows
        if (!readable()) return;
        try {
          reader.start(statusCode, headers);
        } catch (err) {
          fail(err as Error);
        }
      },
      onResponseData(_controller, chunk) {
        if (!readable()) return;
        try {
          reader.data(chunk);
        } catch (err) {
          fail(err as Error);
        }
      },
      onResponseEnd() {
        if (settled) return;
        settled = true;
        clearTimeout(timeout);
        try {
          resolve(reader.end());
        } catch (err) {
          reject(err as Error);
        }
      },
      onResponseError(_controller, err) {
        fail(err);
      },
    });
  });
}
