import useSWR from 'swr';
import type { Client } from '@shared/schemas/clients';
import type { Contract } from '@shared/schemas/contracts';
import type { CrmEntry } from '@shared/schemas/crm';
import type { StoredFile } from '@shared/schemas/files';
import type { JournalEntry } from '@shared/schemas/journal';
import type { Task } from '@shared/schemas/tasks';

/** GET api/clients/:id/export (admin): everything the firm keeps about a client (RGPD articles 15 and 20). */
export interface ClientDataExport {
  exportedAt: string;
  client: Client;
  contracts: Contract[];
  tasks: Task[];
  /** `download`: the path that downloads it, from the base path */
  documents: Array<StoredFile & { download: string }>;
  crmEntries: CrmEntry[];
  journal: JournalEntry[];
}

/** Each read is journaled (an export of personal data): asked once per visit, never again on focus. */
export function useClientExport(id: number | null) {
  return useSWR<ClientDataExport>(id === null ? null : `api/clients/${id}/export`, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false });
}
