/** What the read model knows of one list of the firm API: how to read it (list-fetch.ts) and how to answer it (list-snapshot.ts). */
import type { Reacher } from '../../../shared/reach.js';
import type { ListSource } from '../list-fetch.js';
import type { ListShape } from '../list-snapshot.js';

export type ListName = 'clients' | 'contracts' | 'tasks' | 'formerClients' | 'members' | 'crmEntries';

export interface ListDefinition<B, R> extends ListSource<B, R>, ListShape<R> {
  name: ListName;
  /**
   * The view of the list the user's account gets from the firm API: `all` (the same rows for every
   * user it gives them to, shared), or `user:<id>` (the firm API gives that user their own).
   */
  viewOf(user: Reacher): string;
}

/** The padded id that breaks ties in a "newest first" order the way the firm API does (the higher id first). */
export const newestKey = (day: string | null, id: number): string | null => (day ? `${day}|${String(id).padStart(12, '0')}` : null);
