import type { Paged } from '@shared/schemas/common';
import type { Client } from '@shared/schemas/clients';
import { apiGet } from '@/lib/api-client';
import { resourceKeys } from '@/lib/cache-keys';
import { fullName } from '@/lib/person-name';

const clientKeys = resourceKeys('api/clients');

/**
 * Clients matching a search, for the task's client picker (GET api/clients). A Consultant sees the
 * tasks of their own clients only, so their picker offers those (scope=mine).
 */
export async function searchCustomers(q: string, scope: 'mine' | 'all'): Promise<Array<{ id: number; label: string; hint: string }>> {
  const answer = await apiGet<Paged<Client>>(clientKeys.list({ q: q.trim(), scope, sort: 'lastName', order: 'asc', perPage: 10 }));
  return answer.items.map((c) => ({ id: c.id, label: fullName(c), hint: c.email }));
}
