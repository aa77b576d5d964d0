/**
 * The upstream's files (/files, /uploadFiles, /downloadFile, DELETE /files/:id). Staff reach the
 * documents of the clients they reach; a Client or an Ancient Client only their own (shared/reach.ts):
 * anything else is a 404. Uploads and downloads stream, one file at a time, never held whole in
 * memory; an upload is all or nothing: a refused request keeps none of its files.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { formatBytes } from '../../../shared/byte-sizes.js';
import { MAX_FILE_BYTES, type StoredFile } from '../../../shared/schemas/files.js';
import { isStaff } from '../../../shared/policies.js';
import { CLIENT_ACCOUNT_ROLES, reachesDocumentsOf } from '../../../shared/reach.js';
import { HttpError, MESSAGES } from '../../http-error.js';
import { allowedContentType, toStoredFile, uploadBody } from '../adapters/files.js';
import { listOf } from '../adapters/people.js';
import { discard, UpstreamError, type UpstreamStream } from '../client.js';
import type { KnownFile } from '../known-files.js';
import { isRecord, upstreamFailure } from '../errors.js';
import { clientAccount } from './people.js';
import { watchMultipartCompletion, type MultipartCompletion } from '../multipart-completion.js';
import { reacherOfUpstream, type UserUpstream } from '../user-upstream.js';

const TOO_LARGE = `Fichier trop volumineux : ${formatBytes(MAX_FILE_BYTES, 'fr')} au maximum par fichier.`;
const TOO_MANY = 'Trop de fichiers : 20 au plus par envoi. Aucun fichier n’a été enregistré.';
const WRONG_TYPE = 'Type de fichier non accepté : PDF, images, documents Office, CSV ou texte uniquement.';
const NOT_FOUND = 'Document introuvable.';
const INCOMPLETE = 'Envoi incomplet : le fichier n’a pas été reçu en entier. Aucun fichier n’a été enregistré.';

/** The owner's id is a client's the caller reaches (staff), or the caller's own (a client): 404 otherwise. */
export async function checkDocumentOwner(upstream: UserUpstream, ownerId: number, field: string): Promise<void> {
  const user = reacherOfUpstream(upstream);
  if (!isStaff(user.role)) {
    if (ownerId !== user.id) throw new HttpError(404, 'not_found', NOT_FOUND);
    return;
  }
  if (!reachesDocumentsOf(user, await clientAccount(upstream, ownerId, field, CLIENT_ACCOUNT_ROLES))) throw new HttpError(404, 'not_found', 'Client introuvable.');
}

/** Whose files a request names: staff name a client (400 without one); the others are themselves. */
export function ownerOf(upstream: UserUpstream, userId: number | undefined): number {
  if (userId !== undefined) return userId;
  if (isStaff(upstream.role)) throw new HttpError(400, 'invalid_request', 'Champ obligatoire manquant : userId.', 'userId');
  return upstream.userId;
}

export async function listFiles(upstream: UserUpstream, userId: number): Promise<StoredFile[]> {
  const rows = await upstream.read({ method: 'GET', path: '/files', query: { user_id: userId } }, listOf, 'files');
  return rows.map(toStoredFile).filter((f): f is StoredFile => f !== null);
}

/** The owner's files, learnt by the BFF (the download's name and type come from there). */
async function ownersFiles(request: FastifyRequest, ownerId: number): Promise<StoredFile[]> {
  const files = await listFiles(request.upstream, ownerId);
  request.server.knownFiles.remember(ownerId, files);
  return files;
}

/**
 * A file the caller reaches: its owner (named, or the caller; staff who name nobody: the owner the
 * BFF learnt when it listed or stored the file) must be reached, and the file must be theirs.
 */
/** A file the caller reaches, with its owner (the journal files its download under that client). */
export async function fileFor(request: FastifyRequest, id: number, userId: number | undefined): Promise<KnownFile> {
  const { upstream } = request;
  const known = userId === undefined && isStaff(upstream.role) ? request.server.knownFiles.get(id) : undefined;
  const owner = known?.ownerId ?? ownerOf(upstream, userId);
  await checkDocumentOwner(upstream, owner, 'userId');
  const file = (await ownersFiles(request, owner)).find((f) => f.id === id);
  if (!file) throw new HttpError(404, 'not_found', NOT_FOUND);
  return { ...file, ownerId: owner };
}

/**
 * Streams each file of a multipart body to the upstream; a staff caller names the owner (userId)
 * first. All or nothing: when a part is refused (its type, its size, one file too many, a broken
 * body, a body cut short), the files already stored by this request are deleted before the refusal
 * is answered.
 */
export async function uploadFiles(request: FastifyRequest): Promise<StoredFile[]> {
  const { upstream } = request;
  let owner: number | null = isStaff(upstream.role) ? null : upstream.userId;
  const saved: StoredFile[] = [];
  // Before the parser is given the request (the loop's first step, in this same tick).
  const body = watchMultipartCompletion(request.raw);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'userId') {
          const value = Number(part.value);
          if (!Number.isInteger(value) || value < 1) throw new HttpError(400, 'invalid_request', 'Champ invalide : userId.', 'userId');
          await checkDocumentOwner(upstream, value, 'userId');
          owner = value;
        }
        continue;
      }
      if (owner === null) {
        part.file.resume();
        throw new HttpError(400, 'invalid_request', 'Champ obligatoire manquant : userId (avant les fichiers).', 'userId');
      }
      saved.push(...(await uploadOne(upstream, owner, part)));
    }
    // The parts ended with the request, but the body's end never came: more files may have been meant.
    if (!body.closed) throw new HttpError(400, 'invalid_request', INCOMPLETE);
  } catch (err) {
    await Promise.all(saved.map((file) => upstream.call({ method: 'DELETE', path: `/files/${file.id}` }).catch(() => undefined)));
    throw uploadRefusal(err, body);
  }
  if (saved.length === 0) throw new HttpError(400, 'invalid_request', 'Aucun fichier reçu.');
  request.server.knownFiles.remember(owner!, saved);
  return saved;
}

async function uploadOne(upstream: UserUpstream, owner: number, part: MultipartFile): Promise<StoredFile[]> {
  const contentType = allowedContentType(part.filename);
  if (contentType === null) {
    part.file.resume();
    throw new HttpError(415, 'unsupported_media_type', WRONG_TYPE);
  }
  const upload = uploadBody(owner, part.filename, contentType, part.file, () => {
    if (part.file.truncated) throw new HttpError(413, 'payload_too_large', TOO_LARGE);
  });
  const answer = await upstream.send({ method: 'POST', path: '/uploadFiles' }, upload);
  const files = isRecord(answer.body) ? listOf(answer.body.files) : null;
  if (answer.status >= 300 || !files) throw upstreamFailure(new UpstreamError('bad_response', `upload answered ${answer.status}`));
  return files.map(toStoredFile).filter((f): f is StoredFile => f !== null);
}

/**
 * What @fastify/multipart throws for a body it refuses, answered as the BFF's own refusals; a body cut
 * short (a file's stream, and so its upload, failing with it) is the sender's 400, not a 5xx.
 */
function uploadRefusal(err: unknown, body: MultipartCompletion): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'payload_too_large', TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'payload_too_large', TOO_MANY);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'payload_too_large', TOO_MANY);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /boundary/i.test((err as Error)?.message ?? '')) {
    return new HttpError(400, 'invalid_request', 'Corps multipart invalide : limite (boundary) absente ou mal formée.');
  }
  if (body.truncated) return new HttpError(400, 'invalid_request', INCOMPLETE);
  return err instanceof UpstreamError ? upstreamFailure(err) : err;
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

export async function deleteFile(request: FastifyRequest, id: number, userId: number | undefined): Promise<void> {
  await fileFor(request, id, userId);
  await request.upstream.body({ method: 'DELETE', path: `/files/${id}` });
  request.server.knownFiles.forget(id);
}
