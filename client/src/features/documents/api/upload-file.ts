import { ApiError } from '@/lib/api-client';
import { apiUrl } from '@/lib/base-url';
import { fileKeys, filesKey } from './get-files';
import type { StoredFile } from '@shared/schemas/files';

/**
 * POST api/files (multipart): one file per request, so that each has its own progress bar.
 * XMLHttpRequest, because fetch does not report upload progress; same origin, with the CSRF header.
 */
export function uploadFile(file: File, userId: number | string | null, onProgress: (fraction: number) => void): { done: Promise<StoredFile[]>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<StoredFile[]>((resolve, reject) => {
    xhr.open('POST', apiUrl(fileKeys.path));
    xhr.setRequestHeader('X-CSRF', '1');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', document.documentElement.lang || 'fr');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { items?: StoredFile[]; error?: string; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body?.items ?? []);
      } else {
        reject(new ApiError(xhr.status, body && typeof body.error === 'string' ? { error: body.error, message: body.message } : null));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    const form = new FormData();
    // The BFF reads userId first, before it streams the files.
    if (userId !== null) form.append('userId', String(userId));
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** The user's list, once their uploads are done. */
export function revalidateFiles(userId: number | string | null): Promise<unknown> {
  return fileKeys.revalidate(filesKey(userId));
}
