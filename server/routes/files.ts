/**
 * /api/files: a client's documents. Staff reach any client's; a Client or an Ancient Client only
 * their own (403 otherwise). Uploads and downloads stream through the BFF, one file at a time,
 * never held whole in memory.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES, type StoredFile } from '../../shared/types.js';
import { requireArea } from '../auth/role-guard.js';
import { ref } from '../schemas/resources.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { allowedContentType, contentDisposition, toStoredFile, uploadBody } from '../upstream/adapters/files.js';
import { listOf } from '../upstream/adapters/people.js';
import { KnownFiles } from '../upstream/known-files.js';
import { UpstreamError } from '../upstream/client.js';
import { checkAuthenticatedAnswer, expectSuccess, isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import { isStaff } from '../../shared/policies.js';

const TOO_LARGE = 'Fichier trop volumineux : 20 Mo au maximum par fichier.';
const WRONG_TYPE = 'Type de fichier non accepté : PDF, images, documents Office, CSV ou texte uniquement.';
const MAX_FILES_PER_UPLOAD = 20;
const FILE_LIST = { type: 'object', required: ['items'], properties: { items: { type: 'array', items: ref('StoredFile') } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export default async function fileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 5, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 5 },
  });
  const guard = requireArea('documents');
  const known = new KnownFiles();

  const staffCaller = (request: FastifyRequest) => isStaff(request.session!.user.role);
  const selfId = (request: FastifyRequest) => Number(request.session!.user.id);

  /** Whose files a request may touch: staff name a client; the others are themselves. */
  function ownerOf(request: FastifyRequest, userId: number | undefined): number {
    if (staffCaller(request)) {
      if (userId === undefined) throw new HttpError(400, 'invalid_request', 'Champ obligatoire manquant : userId.');
      return userId;
    }
    if (userId !== undefined && userId !== selfId(request)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
    return selfId(request);
  }

  async function filesOf(request: FastifyRequest, userId: number): Promise<StoredFile[]> {
    const answer = expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: '/files', query: { user_id: userId } }));
    const rows = listOf(answer.body);
    if (!rows) throw upstreamFailure(new UpstreamError('bad_response', 'files is not a list'));
    const files = rows.map(toStoredFile).filter((f): f is StoredFile => f !== null);
    known.remember(files);
    return files;
  }

  /**
   * For a Client, the file must be one of theirs. Staff may reach any file: naming its owner checks
   * it exists; without one, its name and type are those the BFF learnt when it listed or stored it.
   */
  async function fileFor(request: FastifyRequest, id: number, userId: number | undefined): Promise<StoredFile | null> {
    if (staffCaller(request) && userId === undefined) return known.get(id) ?? null;
    const file = (await filesOf(request, ownerOf(request, userId))).find((f) => f.id === id);
    if (!file) throw staffCaller(request) ? new HttpError(404, 'not_found', 'Document introuvable.') : new HttpError(403, 'forbidden', MESSAGES.forbidden);
    return file;
  }

  app.get<{ Querystring: { userId?: number } }>(
    '/api/files',
    {
      preHandler: guard,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { userId: { type: 'integer', minimum: 1 } } },
        response: { 200: FILE_LIST },
      },
    },
    async (request) => {
      const files = await filesOf(request, ownerOf(request, request.query.userId));
      return { items: files.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },
  );

  app.post('/api/files', { preHandler: guard, schema: { response: { 201: FILE_LIST } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Envoyez les fichiers en multipart/form-data.');
    let owner: number | null = staffCaller(request) ? null : selfId(request);
    const saved: StoredFile[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'userId') {
          const value = Number(part.value);
          if (!Number.isInteger(value) || value < 1) throw new HttpError(400, 'invalid_request', 'Champ invalide : userId.');
          owner = ownerOf(request, value);
        }
        continue;
      }
      if (owner === null) {
        part.file.resume();
        throw new HttpError(400, 'invalid_request', 'Champ obligatoire manquant : userId (avant les fichiers).');
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
        answer = checkAuthenticatedAnswer(await app.upstream.send({ method: 'POST', path: '/uploadFiles', token: request.session!.upstreamToken }, upload));
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
    return reply.code(201).send({ items: saved });
  });

  app.get<{ Params: { id: number }; Querystring: { userId?: number; inline?: string } }>(
    '/api/files/:id/download',
    {
      preHandler: guard,
      schema: {
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { userId: { type: 'integer', minimum: 1 }, inline: { type: 'string', enum: ['0', '1'] } } },
      },
    },
    async (request, reply) => {
      const file = await fileFor(request, request.params.id, request.query.userId);
      let upstream;
      try {
        upstream = await app.upstream.open({ method: 'GET', path: '/downloadFile', query: { file_id: request.params.id }, token: request.session!.upstreamToken });
      } catch (err) {
        throw upstreamFailure(err);
      }
      if (upstream.status !== 200) {
        upstream.body.destroy();
        if (upstream.status === 401) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
        if (upstream.status === 404) throw new HttpError(404, 'not_found', 'Document introuvable.');
        throw upstreamFailure(new UpstreamError('bad_response', `download answered ${upstream.status}`));
      }
      // A file this BFF never listed (an id from elsewhere) still downloads, under a neutral name.
      const name = file?.filename ?? `document-${request.params.id}`;
      reply
        .header('content-type', file?.contentType ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition(name, request.query.inline === '1'))
        .header('cache-control', 'private, no-store');
      const length = upstream.headers['content-length'];
      if (typeof length === 'string') reply.header('content-length', length);
      return reply.send(upstream.body);
    },
  );

  app.delete<{ Params: { id: number }; Querystring: { userId?: number } }>(
    '/api/files/:id',
    { preHandler: guard, schema: { params: idParams, querystring: { type: 'object', additionalProperties: false, properties: { userId: { type: 'integer', minimum: 1 } } } } },
    async (request, reply) => {
      await fileFor(request, request.params.id, request.query.userId);
      expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'DELETE', path: `/files/${request.params.id}` }));
      known.forget(request.params.id);
      return reply.code(204).send();
    },
  );
}
