import useSWR from 'swr';
import type { Product } from '@shared/schemas/template-datalist';

/** GET api/datalist/initial-data: every product of the signed-in user's data list (the shop's orders). */
export function useAllProducts() {
  return useSWR<Product[]>('api/datalist/initial-data');
}
