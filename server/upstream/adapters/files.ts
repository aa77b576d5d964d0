/** Adapter of the upstream's file rows ({id, filename, url, created_at}) and of multipart uploads. */
import { randomBytes } from 'node:crypto';
import { dateTimeOf as dateTime, integerOrNull, textOf as text, type Row } from '../contract/codecs.js';
import { ALLOWED_FILE_TYPES, type StoredFile } from '../../../shared/schemas/files.js';

export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename);
  return match ? match[1].toLowerCase() : '';
}

/** The content type of an allowed file name, or null for a type the firm does not accept. */
export function allowedContentType(filename: string): string | null {
  return ALLOWED_FILE_TYPES[extensionOf(filename)] ?? null;
}

/** The upstream names a download by the last segment of `url`. */
export function fileNameOf(row: Row): string {
  const fromUrl = decodeURIComponent(text(row.url).split('/').pop() ?? '');
  return text(row.filename) || fromUrl.replace(/^\d+-/, '') || `document-${text(row.id)}`;
}

export function toStoredFile(row: Row): StoredFile | null {
  const id = integerOrNull(row.id);
  if (id === null) return null;
  const filename = fileNameOf(row);
  return { id, filename, createdAt: dateTime(row.created_at) ?? new Date(0).toISOString(), contentType: allowedContentType(filename) ?? 'application/octet-stream' };
}

/** A file name safe inside a multipart or Content-Disposition header. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = name.replace(/[\r\n"\\/]+/g, '_').replace(/[\u0000-\u001f]/g, '').trim().slice(0, 200);
  return cleaned || 'document';
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` so accented names survive every browser. */
export function contentDisposition(name: string, inline: boolean): string {
  const safe = safeFileName(name);
  const ascii = safe.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/[%;]/g, '_') || 'document';
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * The streamed multipart body of POST /uploadFiles for one file: user_id, then photoUpload0.
 * `check` runs after the file's last byte and may throw (a file over the limit) before the
 * closing boundary, which aborts the upload so the upstream stores nothing.
 */
export function uploadBody(userId: number, filename: string, contentType: string, file: AsyncIterable<Uint8Array>, check: () => void) {
  const boundary = `----bff${randomBytes(12).toString('hex')}`;
  async function* body(): AsyncGenerator<Uint8Array> {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n${userId}\r\n`);
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photoUpload0"; filename="${safeFileName(filename)}"\r\nContent-Type: ${contentType}\r\n\r\n`);
    for await (const chunk of file) yield chunk;
    check();
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: body() };
}
