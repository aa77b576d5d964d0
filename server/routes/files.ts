/** /api/files: a client's documents (area documents): list, upload, download, delete. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { PATHS } from '../../shared/paths.js';
import { NumericId } from '../../shared/schemas/common.js';
import { DOWNLOAD_CONTENT_TYPES, DownloadQuery, FileList, FileOwnerQuery, MAX_FILE_BYTES, STAFF_NAME_THE_CLIENT, UploadForm, type StoredFile } from '../../shared/schemas/files.js';
import { requireArea } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { fileAnswer } from '../schemas/file-answers.js';
import { contentDisposition } from '../upstream/adapters/files.js';
import { deleteFile, listFiles, openFile, ownerOf, uploadFiles } from '../upstream/resources/files.js';
import { HttpError } from '../http-error.js';
import { reach } from '../reach/route-reach.js';
import { journaled } from '../journal/journal-plugin.js';

const MAX_FILES_PER_UPLOAD = 20;
const tags = ['Documents'];

/** A download the browser opens as a page (a link followed, an address typed), not a call of the app's. */
const openedAsPage = (request: FastifyRequest) =>
  request.headers['sec-fetch-dest'] === 'document' || (request.headers['sec-fetch-dest'] === undefined && (request.headers.accept ?? '').includes('text/html'));

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 5, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 5 },
  });
  app.addHook('preHandler', requireArea('documents'));

  app.get('/api/files', {
    schema: {
      operationId: 'listFiles', summary: "List a client's documents, newest first", tags, description: STAFF_NAME_THE_CLIENT,
      querystring: FileOwnerQuery,
      response: { 200: FileList, ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('document', { query: { userId: 'documentOwner' } }) },
  }, async (request) => {
    const owner = ownerOf(request.upstream, request.query.userId);
    const files = await listFiles(request.upstream, owner);
    app.knownFiles.remember(owner, files);
    return { items: files.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
  });

  app.post('/api/files', {
    schema: {
      operationId: 'uploadFiles',
      summary: 'Upload documents (multipart/form-data: a userId field first for staff, then up to 20 files of 20 MB)',
      tags, description: STAFF_NAME_THE_CLIENT,
      response: { 201: FileList, ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM) },
    },
    // The body is streamed part by part, never validated whole: it is described for integrators only.
    config: { journal: journaled.write('document', 'upload'), reach: reach.creates('document', { multipart: { userId: 'documentOwner' } }), ownBody: true, swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, consumes: ['multipart/form-data'], body: UploadForm }, url }) },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Envoyez les fichiers en multipart/form-data.');
    const saved = await uploadFiles(request);
    const first = saved[0] && app.knownFiles.get(saved[0].id);
    request.journalRecord = { id: saved.length === 1 ? saved[0].id : null, label: saved.map((file) => file.filename).join(', '), ...(first ? { clientId: first.ownerId } : {}) };
    return reply.code(201).send({ items: saved });
  });

  app.get('/api/files/:id/download', {
    // PDFs and images are already compressed: a download is streamed as it is.
    compress: false,
    // A document out of reach opened as a page shows the product's "not authorized" page, not JSON;
    // relative, so that it stays under BASE_PATH whether the proxy strips it or not.
    errorHandler: (error: FastifyError, request, reply) => {
      if (openedAsPage(request) && (error.statusCode === 403 || error.statusCode === 404)) return reply.redirect(`../../..${PATHS.notAuthorized}`, 302);
      return app.errorHandler(error, request, reply);
    },
    schema: {
      operationId: 'downloadFile', summary: 'Download a document (or show it inline)', tags,
      params: NumericId, querystring: DownloadQuery,
      response: {
        200: fileAnswer<Readable>("The file's bytes, with its type (from its name; application/octet-stream for one never listed) and name", DOWNLOAD_CONTENT_TYPES),
        ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM),
      },
    },
    config: { journal: journaled.look('document', 'download'), reach: reach.record('document') },
  }, async (request, reply) => {
    // The reach check found the file among its owner's (server/reach/reach-checks.ts).
    const file = request.reached as StoredFile;
    const upstream = await openFile(request.upstream, request.params.id);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename, request.query.inline === '1'))
      .header('cache-control', 'private, no-store');
    const length = upstream.headers['content-length'];
    if (typeof length === 'string') reply.header('content-length', length);
    return reply.send(upstream.body);
  });

  app.delete('/api/files/:id', {
    schema: {
      operationId: 'deleteFile', summary: 'Delete a document', tags,
      params: NumericId, querystring: FileOwnerQuery,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('document', 'delete'), reach: reach.record('document') },
  }, async (request, reply) => {
    await deleteFile(request, request.params.id, request.query.userId);
    return reply.code(204).send(null);
  });
};

export default fileRoutes;
