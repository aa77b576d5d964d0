/**
 * The export turns of one instance (issue 34). An export takes the event loop's core and a share of
 * the heap while it is written (about half a second and tens of MB at 60 000 rows), so an instance
 * writes EXPORTS_AT_ONCE at a time. One person holds at most their share of those turns, whatever
 * the way they call (cookie or API token): past it they are refused at once (429), not put in line
 * behind the others. The others wait in a short line; a full line, or a wait past its bound, is a
 * 503 with Retry-After: an export is answered or refused promptly, never left hanging.
 * Turns are counted per instance (in memory): several instances write that many each.
 */
import { HttpError } from '../http-error.js';

export interface ExportLimits {
  /** exports an instance writes at once (EXPORTS_AT_ONCE) */
  atOnce: number;
  /** exports that may wait for a turn (EXPORT_QUEUE_LENGTH); 0: none wait */
  queueLength: number;
  /** how long an export may wait for its turn (EXPORT_QUEUE_WAIT_MS) */
  queueWaitMs: number;
  /** how long an export may go without its reader taking anything (EXPORT_IDLE_TIMEOUT_MS) */
  idleTimeoutMs: number;
}

/** The turns one person may hold at once: half of them, at least one. */
export const shareOf = (atOnce: number): number => Math.ceil(atOnce / 2);

export const EXPORT_MESSAGES = {
  tooManyExports: 'Un export est déjà en cours pour vous : attendez qu’il se termine.',
  exportsBusy: 'Trop d’exports en cours : réessayez dans quelques secondes.',
} as const;

/** A refusal that says when to try again (the error handler sends it as Retry-After). */
export class ExportRefused extends HttpError {
  constructor(statusCode: 429 | 503, code: string, message: string, readonly retryAfterMs: number) {
    super(statusCode, code, message);
  }
}

export interface ExportTurn {
  /** settles when the export may be written; rejects with a 503 when the wait ran out or the turn was given up while waiting */
  readonly ready: Promise<void>;
  /** gives the turn back, or leaves the line; more calls do nothing */
  release(): void;
}

export class ExportTurns {
  private writing = 0;
  private readonly line: Array<() => void> = [];
  /** turns held or waited for, by person */
  private readonly held = new Map<string, number>();
  readonly share: number;

  constructor(private readonly limits: ExportLimits) {
    this.share = shareOf(limits.atOnce);
  }

  /** Retry-After of a refusal: a stalled export gives its turn back within the idle deadline. */
  private get retryAfterMs(): number {
    return Math.max(1000, this.limits.idleTimeoutMs);
  }

  /** A turn for `person`, now or after a short wait; refused at once (throws ExportRefused) past their share or with the line full. */
  take(person: string): ExportTurn {
    const mine = this.held.get(person) ?? 0;
    if (mine >= this.share) throw new ExportRefused(429, 'too_many_exports', EXPORT_MESSAGES.tooManyExports, this.retryAfterMs);
    const free = this.writing < this.limits.atOnce;
    if (!free && this.line.length >= this.limits.queueLength) throw this.busy();
    this.held.set(person, mine + 1);

    let state: 'waiting' | 'writing' | 'over' = free ? 'writing' : 'waiting';
    let grant: () => void = () => {};
    let giveUp: (error: Error) => void = () => {};
    let timer: NodeJS.Timeout | undefined;
    const leave = () => {
      if (state === 'over') return false;
      if (state === 'waiting') {
        clearTimeout(timer);
        const at = this.line.indexOf(grant);
        if (at >= 0) this.line.splice(at, 1);
      } else {
        this.passOn();
      }
      state = 'over';
      const left = (this.held.get(person) ?? 1) - 1;
      if (left > 0) this.held.set(person, left);
      else this.held.delete(person);
      return true;
    };
    let ready: Promise<void>;
    if (free) {
      this.writing += 1;
      ready = Promise.resolve();
    } else {
      ready = new Promise<void>((resolve, reject) => {
        grant = () => {
          clearTimeout(timer);
          state = 'writing';
          resolve();
        };
        giveUp = reject;
        this.line.push(grant);
        timer = setTimeout(() => {
          if (leave()) reject(this.busy());
        }, this.limits.queueWaitMs);
        timer.unref();
      });
    }
    return {
      ready,
      release: () => {
        const waiting = state === 'waiting';
        if (leave() && waiting) giveUp(this.busy());
      },
    };
  }

  /** The turn passes straight to the next in line, or is given back. */
  private passOn(): void {
    const next = this.line.shift();
    if (next) next();
    else this.writing -= 1;
  }

  private busy(): ExportRefused {
    return new ExportRefused(503, 'exports_busy', EXPORT_MESSAGES.exportsBusy, this.retryAfterMs);
  }

  /** For the metrics and the tests: turns being written and exports waiting. */
  get counts(): { writing: number; waiting: number } {
    return { writing: this.writing, waiting: this.line.length };
  }
}
