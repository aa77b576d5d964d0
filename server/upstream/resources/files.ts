/**
 * The upstream's files (/files, /uploadFiles, /downloadFile, DELETE /files/:id). Staff reach any
 * client's; a Client or an Ancient Client only their own (403 otherwise). Uploads and downloads
 * stream, one file at a time, never held whole in memory.
 */
import type { Multipart } from '@fastify/multipart';
import type { StoredFile } from '../../../shared/schemas/files.js';
import { isStaff } from '../../../shared/policies.js';
import { HttpError, MESSAGES } from '../../http-error.js';
import { allowedContentType, toStoredFile, uploadBody } from '../adapters/files.js';
import { listOf } from '../adapters/people.js';
import { discard, UpstreamError, type UpstreamStream } from '../client.js';
import { isRecord, upstreamFailure } from '../errors.js';
import type { KnownFiles } from '../known-files.js';
import type { UserUpstream } from '../user-upstream.js';

const TOO_LARGE = 'Fichier trop volumineux : 20 Mo au maximum par fichier.';
const WRONG_TYPE = 'Type de fichier non accepté : PDF, images, documents Office, CSV ou texte uniquement.';
const NOT_FOUND = 'Document introuvable.';

/** Whose files a request may touch: staff name a client; the others are themselves. */
export function ownerOf(upstream: UserUpstream, userId: number | undefined): number {
  if (isStaff(upstream.role)) {
    if (userId === undefined) throw new HttpError(400, 'invalid_request', 'Champ obligatoire manquant : userId.', 'userId');
    return userId;
  }
  if (userId !== undefined && userId !== upstream.userId) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
  return upstream.userId;
}

export async function listFiles(upstream: UserUpstream, known: KnownFiles, userId: number): Promise<StoredFile[]> {
  const rows = await upstream.read({ method: 'GET', path: '/files', query: { user_id: userId } }, listOf, 'files');
  const files = rows.map(toStoredFile).filter((f): f is StoredFile => f !== null);
  known.remember(files);
  return files;
}

/**
 * For a Client, the file must be one of theirs. Staff may reach any file: naming its owner checks
 * it exists; without one, its name and type are those the BFF learnt when it listed or stored it.
 */
export async function fileFor(upstream: UserUpstream, known: KnownFiles, id: number, userId: number | undefined): Promise<StoredFile | null> {
  const staff = isStaff(upstream.role);
  if (staff && userId === undefined) return known.get(id) ?? null;
  const file = (await listFiles(upstream, known, ownerOf(upstream, userId))).find((f) => f.id === id);
  if (!file) throw staff ? new HttpError(404, 'not_found', NOT_FOUND) : new HttpError(403, 'forbidden', MESSAGES.forbidden);
  return file;
}

/** Streams each file of a multipart body to the upstream; a staff caller names the owner (userId) first. */
export async function uploadFiles(upstream: UserUpstream, known: KnownFiles, parts: AsyncIterable<Multipart>): Promise<StoredFile[]> {
  let owner: number | null = isStaff(upstream.role) ? null : upstream.userId;
  const saved: StoredFile[] = [];
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'userId') {
        const value = Number(part.value);
        if (!Number.isInteger(value) || value < 1) throw new HttpError(400, 'invalid_request', 'Champ invalide : userId.', 'userId');
        owner = ownerOf(upstream, value);
      }
      continue;
    }
    if (owner === null) {
      part.file.resume();
      throw new HttpError(400, 'invalid_request', 'Champ obligatoire manquant : userId (avant les fichiers).', 'userId');
    }
    const contentType = allowedContentType(part.filename);
    if (contentType === null) {
      part.file.resume();
      throw new HttpError(415, 'unsupported_media_type', WRONG_TYPE);
    }
    const upload = uploadBody(owner, part.filename, contentType, part.file, () => {
      if (part.file.truncated) throw new HttpError(413, 'payload_too_large', TOO_LARGE);
    });
    let answer;
    try {
      answer = await upstream.send({ method: 'POST', path: '/uploadFiles' }, upload);
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'payload_too_large', TOO_LARGE);
      throw err;
    }
    const files = isRecord(answer.body) ? listOf(answer.body.files) : null;
    if (answer.status >= 300 || !files) throw upstreamFailure(new UpstreamError('bad_response', `upload answered ${answer.status}`));
    saved.push(...files.map(toStoredFile).filter((f): f is StoredFile => f !== null));
  }
  if (saved.length === 0) throw new HttpError(400, 'invalid_request', 'Aucun fichier reçu.');
  known.remember(saved);
  return saved;
}

/** The file's bytes as the upstream streams them (200 only). */
export async function openFile(upstream: UserUpstream, id: number): Promise<UpstreamStream> {
  const stream = await upstream.open({ method: 'GET', path: '/downloadFile', query: { file_id: id } });
  if (stream.status === 200) return stream;
  discard(stream.body);
  if (stream.status === 401) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  if (stream.status === 404) throw new HttpError(404, 'not_found', NOT_FOUND);
  throw upstreamFailure(new UpstreamError('bad_response', `download answered ${stream.status}`));
}

export async function deleteFile(upstream: UserUpstream, known: KnownFiles, id: number, userId: number | undefined): Promise<void> {
  await fileFor(upstream, known, id, userId);
  await upstream.body({ method: 'DELETE', path: `/files/${id}` });
  known.forget(id);
}
