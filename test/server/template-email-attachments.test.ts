/**
 * The Mail app's attachments (/api/email/mails/:mailId/attachments/:name): each a real file of its
 * type (a PDF whose objects are where its table says, zips whose entries match their CRC-32...),
 * downloaded or shown inline, only from a mail the caller has.
 */
import { crc32 } from 'node:zlib';
import t, { type Test } from 'tap';
import type { Mail } from '../../shared/schemas/template-email.js';
import { mailClient } from '../helpers/mail-client.js';
import { templateBackends, type App, type Backend } from '../helpers/template-backends.js';

const backends = templateBackends(t);
const bffOn = async (t: Test, backend: Backend): Promise<App> => (await backends.bffOn(t, backend)).app;
const signIn = (app: App, id: number, role = 'admin', name = 'Claire Dubois') => backends.signIn(app, id, role, name);

/** The names of a stored zip's entries, each checked against its CRC-32 (the files are stored, not deflated). */
function zipEntries(bytes: Buffer): string[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: no central header`);
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (bytes.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (crc32(bytes.subarray(dataAt, dataAt + size)) !== crc) throw new Error(`${name}: bad CRC`);
    names.push(name);
    at += 46 + nameLength + extra;
  }
  return names;
}

/** A PDF whose cross-reference table points at each of its objects. */
function checkPdf(t: Test, bytes: Buffer): void {
  const text = bytes.toString('latin1');
  t.ok(text.startsWith('%PDF-1.'), 'PDF header');
  t.ok(text.trimEnd().endsWith('%%EOF'), 'PDF trailer');
  const xref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  t.equal(text.slice(xref, xref + 4), 'xref', 'startxref points at the table');
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n\s*$/gm)].map((m) => Number(m[1]));
  t.ok(offsets.length >= 4, `${offsets.length} objects`);
  offsets.forEach((offset, i) => t.match(text.slice(offset, offset + 12), new RegExp(`^${i + 1} 0 obj`), `object ${i + 1} where the table says`));
}

t.test('attachments: each file of a mail downloads under its name and type, or shows inline; only from a mail the caller has, else a JSON 404', async (t) => {
  const app = await bffOn(t, 'memory');
  const cookie = await signIn(app, 1, 'admin', 'Claire Dubois');
  const mails = (await mailClient(app, cookie).all()).filter((m) => m.attachments.length > 0);
  const get = (url: string, who = cookie) => app.inject({ method: 'GET', url, headers: { cookie: who } });
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    png: 'image/png',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    zip: 'application/zip',
  };
  const seen = new Set<string>();
  for (const mail of mails) {
    for (const file of mail.attachments) {
      const extension = file.name.split('.').pop()!;
      seen.add(extension);
      const url = `/api/email/mails/${mail.id}/attachments/${encodeURIComponent(file.name)}`;
      const res = await get(url);
      t.equal(res.statusCode, 200, `${file.name}: 200`);
      t.equal(res.headers['content-type'], types[extension], `${file.name}: ${types[extension]}`);
      t.equal(res.headers['content-disposition'], `attachment; filename="${file.name}"; filename*=UTF-8''${file.name}`, `${file.name}: saved under its name`);
      t.match(res.headers['cache-control'], /no-store/, 'not cached');
      t.equal(Number(res.headers['content-length']), res.rawPayload.length);
      const bytes = res.rawPayload;
      if (extension === 'pdf') checkPdf(t, bytes);
      if (extension === 'jpg') t.ok(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) && bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9])), `${file.name}: a JPEG`);
      if (extension === 'png') t.ok(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${file.name}: a PNG`);
      if (extension === 'docx') t.ok(zipEntries(bytes).includes('word/document.xml'), `${file.name}: a Word document`);
      if (extension === 'xlsx') t.ok(zipEntries(bytes).includes('xl/worksheets/sheet1.xml'), `${file.name}: a workbook`);
      if (extension === 'zip') t.ok(zipEntries(bytes).length >= 1, `${file.name}: a zip`);
      const inline = await get(`${url}?inline=1`);
      t.match(inline.headers['content-disposition'], /^inline; filename="/, `${file.name}?inline=1: shown in the browser`);
    }
  }
  t.same([...seen].sort(), ['docx', 'jpg', 'pdf', 'xlsx', 'zip'], 'every kind of the seed is served');

  const [first, second] = mails;
  const notFound = async (url: string, what: string) => {
    const res = await get(url);
    t.equal(res.statusCode, 404, `${what}: 404`);
    t.match(res.headers['content-type'], /^application\/json/, `${what}: JSON`);
    t.equal(res.json().error, 'not_found', what);
  };
  await notFound(`/api/email/mails/999999/attachments/${first.attachments[0].name}`, 'an unknown mail');
  await notFound(`/api/email/mails/${first.id}/attachments/inconnu.pdf`, 'a name the mail does not have');
  const elsewhere = second.attachments.find((a) => !first.attachments.some((b) => b.name === a.name))!;
  await notFound(`/api/email/mails/${first.id}/attachments/${elsewhere.name}`, 'another mail’s file');
  // A mail Claire wrote is hers alone: another admin's mailbox has no such mail.
  const sent = (await mailClient(app, cookie).post('send', { to: ['a@example.com'], subject: 'Pièce jointe ?', message: '' })).json() as Mail;
  const olivier = await signIn(app, 41, 'admin', 'Olivier Chevalier');
  t.equal((await get(`/api/email/mails/${sent.id}/attachments/releve-carriere-2026.pdf`, olivier)).statusCode, 404, 'not another user’s mail');
  t.equal((await get(`/api/email/mails/${first.id}/attachments/${first.attachments[0].name}`, olivier)).statusCode, 200, 'their own copy of the seeded mail');

  for (const [url, field] of [
    [`/api/email/mails/abc/attachments/x.pdf`, 'mailId'],
    [`/api/email/mails/${first.id}/attachments/x.pdf?inline=2`, 'inline'],
    [`/api/email/mails/${first.id}/attachments/x.pdf?download=1`, 'download'],
  ] as const) {
    const res = await get(url);
    t.equal(res.statusCode, 400, `${url}: 400`);
    t.match(res.json(), { error: 'invalid_request', field }, `names ${field}`);
  }
  t.equal((await app.inject({ method: 'GET', url: `/api/email/mails/${first.id}/attachments/x.pdf` })).statusCode, 401, 'signed out: 401');
  const consultant = await signIn(app, 2, 'Consultant', 'Julien Moreau');
  t.equal((await get(`/api/email/mails/${first.id}/attachments/${first.attachments[0].name}`, consultant)).statusCode, 403, 'a Consultant: 403');

  const doc = (await app.inject({ method: 'GET', url: '/docs' })).json() as { paths: Record<string, { get?: { operationId?: string } }> };
  t.equal(doc.paths['/api/email/mails/{mailId}/attachments/{name}']?.get?.operationId, 'downloadMailAttachment', 'in the OpenAPI description');
});
