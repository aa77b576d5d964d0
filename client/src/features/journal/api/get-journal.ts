import useSWR from 'swr';
import type { JournalAction, JournalKind, JournalPage, JournalVerification } from '@shared/schemas/journal';
import type { Member } from '@shared/schemas/members';
import type { Paged } from '@shared/schemas/common';
import { apiRequest } from '@/lib/api-client';
import { apiUrl } from '@/lib/base-url';
import { resourceKeys } from '@/lib/cache-keys';
import { withQuery } from '@/lib/api-path';

export const journalKeys = resourceKeys('api/journal');

/** The journal page's filters, as the URL holds them (null: not filtered). */
export interface JournalFilters {
  kind: JournalKind | null;
  recordId: string | null;
  actorId: string | null;
  action: JournalAction | null;
  from: string | null;
  to: string | null;
}

/** GET api/journal (admin): the entries the filters keep, newest first, a page at a time. */
export function useJournal(query: JournalFilters & { page: number; perPage: number }) {
  return useSWR<JournalPage>(journalKeys.list({ ...query }), { keepPreviousData: true });
}

/** GET api/journal/export.csv: every entry the filters keep, as a file (the export itself is journaled). */
export function journalCsvUrl(filters: JournalFilters): string {
  return apiUrl(withQuery(`${journalKeys.path}/export.csv`, { ...filters }));
}

/** GET api/journal/verify: walks the chain of hashes. */
export function verifyJournal(): Promise<JournalVerification> {
  return apiRequest<JournalVerification>(`${journalKeys.path}/verify`);
}

/** The team, to filter by person (GET api/members, the same list as the client form's experts). */
const TEAM_KEY = resourceKeys('api/members').list({ sort: 'name', order: 'asc', perPage: 100 });

export function useTeam() {
  return useSWR<Paged<Member>>(TEAM_KEY, { revalidateOnFocus: false });
}
