import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './get-files';

/** DELETE api/files/:id */
export async function deleteFile(id: number): Promise<void> {
  await apiRequest<null>(fileKeys.one(id), { method: 'DELETE' });
  await fileKeys.revalidate();
}
