/**
 * Splits a whole-list answer of the firm API into its elements as the bytes arrive, without holding
 * the answer whole: the list is the top-level array, or the array under a top-level `data` key (the
 * former clients' quirk). Each element is handed over as its own JSON text (a Buffer), to be hashed
 * or parsed alone; whatever else the answer holds is skipped.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

export class ListShapeError extends Error {
  constructor(detail: string) {
    super(`not a list: ${detail}`);
    this.name = 'ListShapeError';
  }
}

export interface JsonArraySplitter {
  /** the next bytes of the answer */
  write(chunk: Buffer): void;
  /** the answer ended: throws when it was not a whole list */
  end(): void;
}

/** How many backslashes end at `last`, not looking before `floor`. */
function backslashesBefore(chunk: Buffer, last: number, floor: number): number {
  let count = 0;
  for (let j = last; j >= floor && chunk[j] === BACKSLASH; j--) count += 1;
  return count;
}

export function jsonArraySplitter(onElement: (json: Buffer) => void): JsonArraySplitter {
  let depth = 0;
  let inString = false;
  /** the first byte of the next chunk is escaped (an odd run of backslashes ended the last one) */
  let escaped = false;
  let seenAnything = false;
  /** the depth inside the list's array, once found (1: a top-level array, 2: under `data`); 0 before */
  let listDepth = 0;
  let listDone = false;
  /** the top-level object's key being read, to find `data` */
  let keyParts: Buffer[] | null = null;
  let keyStart = -1;
  let lastKey = '';
  let valueOfData = false;
  /** the element being read: its parts from earlier chunks, and where it starts in this chunk (-1: none) */
  let parts: Buffer[] = [];
  let elementStart = -1;

  const atElementLevel = () => listDepth > 0 && !listDone && depth === listDepth;

  function emit(chunk: Buffer, end: number): void {
    const tail = chunk.subarray(elementStart, end);
    onElement(parts.length === 0 ? tail : Buffer.concat([...parts, tail]));
    parts = [];
    elementStart = -1;
  }

  function closeString(chunk: Buffer, quote: number): void {
    inString = false;
    if (keyParts !== null) {
      lastKey = Buffer.concat([...keyParts, chunk.subarray(keyStart, quote)]).toString('utf8');
      keyParts = null;
    }
  }

  return {
    write(chunk) {
      // An element (or a key) that began in an earlier chunk goes on from this one's first byte.
      const continuing = parts.length > 0;
      if (continuing) elementStart = 0;
      if (keyParts !== null) keyStart = 0;
      let i = 0;
      while (i < chunk.length) {
        if (inString) {
          if (escaped) {
            escaped = false;
            i += 1;
            continue;
          }
          const quote = chunk.indexOf(QUOTE, i);
          if (quote < 0) {
            escaped = backslashesBefore(chunk, chunk.length - 1, i) % 2 === 1;
            if (keyParts !== null) keyParts.push(chunk.subarray(keyStart));
            i = chunk.length;
            break;
          }
          if (backslashesBefore(chunk, quote - 1, i) % 2 === 1) {
            i = quote + 1;
            continue;
          }
          closeString(chunk, quote);
          i = quote + 1;
          continue;
        }
        const byte = chunk[i];
        if (isSpace(byte)) {
          i += 1;
          continue;
        }
        if (!seenAnything) {
          seenAnything = true;
          if (byte === OPEN_ARRAY) listDepth = 1;
          else if (byte !== OPEN_OBJECT) throw new ListShapeError('neither an array nor an object');
        }
        if (atElementLevel() && elementStart < 0 && byte !== COMMA && byte !== CLOSE_ARRAY) elementStart = i;
        switch (byte) {
          case QUOTE:
            inString = true;
            if (depth === 1 && listDepth !== 1) {
              keyParts = [];
              keyStart = i + 1;
            }
            break;
          case COLON:
            valueOfData = depth === 1 && listDepth === 0 && lastKey === 'data';
            break;
          case OPEN_OBJECT:
          case OPEN_ARRAY:
            depth += 1;
            if (byte === OPEN_ARRAY && depth === 2 && valueOfData) listDepth = 2;
            break;
          case CLOSE_OBJECT:
          case CLOSE_ARRAY:
            depth -= 1;
            if (elementStart >= 0 && depth === listDepth && !listDone) emit(chunk, i + 1);
            else if (byte === CLOSE_ARRAY && listDepth > 0 && depth === listDepth - 1 && !listDone) {
              if (elementStart >= 0) emit(chunk, i);
              listDone = true;
            }
            break;
          case COMMA:
            if (elementStart >= 0 && atElementLevel()) emit(chunk, i);
            break;
        }
        i += 1;
      }
      if (elementStart >= 0) {
        parts.push(chunk.subarray(elementStart));
        elementStart = -1;
      }
    },
    end() {
      if (!seenAnything) throw new ListShapeError('empty answer');
      if (listDepth === 0) throw new ListShapeError('no array, nor one under "data"');
      if (!listDone || depth !== 0 || inString) throw new ListShapeError('the answer was cut');
    },
  };
}
