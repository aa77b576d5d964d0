import useSWR from 'swr';
import type { Contract } from '@shared/schemas/contracts';
import { contractKeys } from './get-contracts';

/** GET api/contracts/:id */
export function useContract(id: number | null) {
  return useSWR<Contract>(id === null ? null : contractKeys.one(id));
}
