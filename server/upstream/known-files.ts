/**
 * The files this BFF has listed or stored, by id, with their owner. The upstream's /downloadFile
 * answers bare bytes (octet-stream, no name) and has no file-to-owner lookup: the name, type and
 * owner come from here, so every role gets the same file name and type as the owner does, and staff
 * who download by id alone are checked against the owner's reach.
 */
import type { StoredFile } from '../../shared/schemas/files.js';

/** Enough for every file a busy firm opens in a day; the oldest learnt are forgotten first. */
const CAPACITY = 20_000;

export type KnownFile = StoredFile & { ownerId: number };

export class KnownFiles {
  private readonly files = new Map<number, KnownFile>();

  remember(ownerId: number, files: readonly StoredFile[]): void {
    for (const file of files) {
      this.files.delete(file.id);
      this.files.set(file.id, { ...file, ownerId });
    }
    for (const id of this.files.keys()) {
      if (this.files.size <= CAPACITY) break;
      this.files.delete(id);
    }
  }

  get(id: number): KnownFile | undefined {
    return this.files.get(id);
  }

  forget(id: number): void {
    this.files.delete(id);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the files this instance learnt, with their owners */
    knownFiles: KnownFiles;
  }
}
