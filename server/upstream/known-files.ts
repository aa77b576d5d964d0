import type { StoredFile } from '../../shared/schemas/files.js';
/**
 * The files this BFF has listed or stored, by id. The upstream's /downloadFile answers bare bytes
 * (octet-stream, no name), and staff download by id alone: the name and type come from here, so
 * every role gets the same file name and type as the owner does.
 */

/** Enough for every file a busy firm opens in a day; the oldest learnt are forgotten first. */
const CAPACITY = 20_000;

export class KnownFiles {
  private readonly files = new Map<number, StoredFile>();

  remember(files: readonly StoredFile[]): void {
    for (const file of files) {
      this.files.delete(file.id);
      this.files.set(file.id, file);
    }
    for (const id of this.files.keys()) {
      if (this.files.size <= CAPACITY) break;
      this.files.delete(id);
    }
  }

  get(id: number): StoredFile | undefined {
    return this.files.get(id);
  }

  forget(id: number): void {
    this.files.delete(id);
  }
}
