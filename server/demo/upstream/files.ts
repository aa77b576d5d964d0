/** The upstream's files: /files, /uploadFiles (multipart, photoUpload0..N), /downloadFile, /files/:id. In memory. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sqlDateTime } from '../data/french-data.js';
import type { DemoStore } from './store.js';
import { DownloadQuery, FilesQuery } from '../../upstream/contract/files.js';

const MAX_UPSTREAM_FILE_BYTES = 25 * 1024 * 1024;

export default async function fileRoutes(app: FastifyInstance, { store }: { store: DemoStore }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPSTREAM_FILE_BYTES, files: 20 } });

  const row = (f: DemoStore['data']['files'][number]) => ({ id: f.id, filename: f.filename, url: `/storage/files/${f.userId}/${f.id}-${f.filename}`, created_at: f.created_at });

  app.get<{ Querystring: { user_id?: string } }>('/files', { schema: { querystring: FilesQuery } }, async (request) =>
    store.data.files.filter((f) => f.userId === Number(request.query.user_id)).map(row),
  );

  app.post('/uploadFiles', async (request, reply) => {
    let userId: number | null = null;
    const saved = [];
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'user_id') userId = Number(part.value);
      if (part.type === 'file') {
        if (userId === null || !store.user(userId)) return reply.code(422).send({ message: 'user_id must come first.' });
        const content = await part.toBuffer();
        const file = { id: store.files.nextId(), userId, filename: part.filename, created_at: sqlDateTime(), content };
        store.files.add(file);
        saved.push(row(file));
      }
    }
    return { success: true, files: saved };
  });

  app.get<{ Querystring: { file_id?: string } }>('/downloadFile', { schema: { querystring: DownloadQuery } }, async (request, reply) => {
    const file = store.files.get(Number(request.query.file_id));
    if (!file) return reply.code(404).send({ message: 'Not found.' });
    return reply.type('application/octet-stream').send(file.content);
  });

  app.delete<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    if (!store.files.remove(Number(request.params.id))) return reply.code(404).send({ message: 'Not found.' });
    return { success: true };
  });
}
