import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { keysOf } from '@/lib/api-path';
import { FILES_PATH } from './get-files';

/** DELETE api/files/:id */
export async function deleteFile(id: number): Promise<void> {
  await apiRequest<null>(`${FILES_PATH}/${id}`, { method: 'DELETE' });
  await mutate(keysOf(FILES_PATH));
}
