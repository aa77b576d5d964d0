import useSWR, { mutate } from 'swr';
import type { DataListPage, Product, ProductFields } from '@shared/schemas/template-datalist';
import { apiRequest } from '@/lib/api-client';
import { keysOf, withQuery } from '@/lib/api-path';

const DATALIST_PATH = 'api/datalist';
const PAGE_PATH = `${DATALIST_PATH}/data`;

export interface ProductsQuery {
  page: number;
  perPage: number;
  q: string;
}

/** GET api/datalist/data: one page of the user's products, filtered by q. */
export function useProducts(query: ProductsQuery) {
  return useSWR<DataListPage>(withQuery(PAGE_PATH, { page: query.page, perPage: query.perPage, q: query.q.trim() }), { keepPreviousData: true });
}

async function write<T>(action: string, body: unknown): Promise<T> {
  try {
    return await apiRequest<T>(`${DATALIST_PATH}/${action}`, { method: 'POST', body });
  } finally {
    // Whatever the outcome (a 404 means another tab deleted it), the lists show the stored truth.
    await mutate(keysOf(DATALIST_PATH));
  }
}

/** POST api/datalist/add-data -> 201 the stored product (its id is the BFF's). */
export const addProduct = (obj: ProductFields) => write<Product>('add-data', { obj });
/** POST api/datalist/update-data: the whole product, by id. */
export const updateProduct = (obj: ProductFields & { id: number }) => write<Product>('update-data', { obj });
/** POST api/datalist/delete-data: by obj.id. */
export const deleteProduct = (id: number) => write<Product>('delete-data', { obj: { id } });
/** POST api/datalist/delete-selected: all of them, or none. */
export const deleteProducts = (ids: number[]) => write<{ deleted: number[] }>('delete-selected', { arr: ids });
