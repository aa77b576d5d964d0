import type { Paged } from '@shared/schemas/common';
import type { Client } from '@shared/schemas/clients';
import type { PickerOption } from '@/components/forms/client-picker';
import { apiGet } from '@/lib/api-client';
import { fullName } from '@/lib/person-name';
import { clientKeys } from './get-client';

/** GET api/clients?q=: the clients whose documents the staff may handle, for the picker. */
export async function searchClients(q: string): Promise<PickerOption[]> {
  const answer = await apiGet<Paged<Client>>(clientKeys.list({ q: q.trim(), sort: 'lastName', order: 'asc', perPage: 10 }));
  return answer.items.map((c) => ({ id: c.id, label: fullName(c), hint: c.email }));
}
