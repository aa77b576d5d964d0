import useSWR, { mutate } from 'swr';
import type { Contract, ContractInput, ContractSort, ContractState, PaymentSwitches } from '@shared/schemas/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { Paged } from '@shared/schemas/common';

export const CONTRACTS_KEY = 'api/contracts';

export interface ContractsQuery {
  scope?: 'mine' | 'all';
  state?: ContractState | null;
  clientId?: number | null;
  overdue?: boolean;
  q?: string;
  sort?: ContractSort;
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

/** The endpoint with its query, empty values left out: the SWR key of a list. */
export function contractsKey(query: ContractsQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${CONTRACTS_KEY}?${text}` : CONTRACTS_KEY;
}

export function contractKey(id: number): string {
  return `${CONTRACTS_KEY}/${id}`;
}

/** GET api/contracts: one page, the previous one kept on screen while the next loads. */
export function useContracts(query: ContractsQuery | null) {
  return useSWR<Paged<Contract>>(query ? contractsKey(query) : null, { keepPreviousData: true });
}

/** GET api/contracts/:id */
export function useContract(id: number | null) {
  return useSWR<Contract>(id === null ? null : contractKey(id));
}

/** Every contract of a query, 100 at a time (CSV export, week figures). */
export async function fetchAllContracts(query: Omit<ContractsQuery, 'page' | 'perPage'>): Promise<Contract[]> {
  const perPage = 100;
  const first = await apiGet<Paged<Contract>>(contractsKey({ ...query, page: 1, perPage }));
  const pages = Math.ceil(first.total / perPage);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => apiGet<Paged<Contract>>(contractsKey({ ...query, page: i + 2, perPage }))));
  return [...first.items, ...rest.flatMap((page) => page.items)];
}

/** After a write every cached list of contracts is stale (lists, the overdue panel, a client's tab). */
function revalidateLists(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(`${CONTRACTS_KEY}?`));
}

/** POST api/contracts -> 201 Contract (400 when no service is chosen). */
export async function createContract(input: ContractInput): Promise<Contract> {
  const created = await apiRequest<Contract>(CONTRACTS_KEY, { method: 'POST', body: input });
  await mutate(contractKey(created.id), created, { revalidate: false });
  void revalidateLists();
  // The client's services and status follow its contracts.
  void mutate(`api/clients/${created.clientId}`);
  return created;
}

/** PUT api/contracts/:id */
export async function updateContract(id: number, input: Omit<ContractInput, 'clientId'>): Promise<Contract> {
  const saved = await apiRequest<Contract>(contractKey(id), { method: 'PUT', body: input });
  await mutate(contractKey(id), saved, { revalidate: false });
  void revalidateLists();
  return saved;
}

/** POST api/contracts/:id/payments: deposit and balance switches (balance on => both paid; deposit off => both cleared). */
export async function setPayments(id: number, switches: PaymentSwitches): Promise<Contract> {
  const saved = await apiRequest<Contract>(`${contractKey(id)}/payments`, { method: 'POST', body: switches });
  await mutate(contractKey(id), saved, { revalidate: false });
  void revalidateLists();
  return saved;
}

/** DELETE api/contracts/:id -> 204 */
export async function deleteContract(id: number): Promise<void> {
  await apiRequest<null>(contractKey(id), { method: 'DELETE' });
  await mutate(contractKey(id), undefined, { revalidate: false });
  await revalidateLists();
}
