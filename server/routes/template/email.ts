/**
 * The template's Mail app (spec §7, /api/email/*): the signed-in user's own mailbox, in the store.
 * Admin and editor only, like the /email page (the folder's guard, apps.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttachmentParams,
  AttachmentQuery,
  Mail,
  MailsChanged,
  MailsQuery,
  MailsResponse,
  MarkUnreadBody,
  MoveMailsBody,
  SaveDraftBody,
  SendMailBody,
  SetLabelsBody,
  SetStarredBody,
} from '../../../shared/schemas/template-email.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { MailStore } from '../../template-api/email.js';
import { SAMPLE_CONTENT_TYPES, sampleFile } from '../../template-api/sample-files.js';
import { fileAnswer } from '../../schemas/file-answers.js';
import { errorAnswers } from '../../schemas/error-answers.js';
import { contentDisposition } from '../../upstream/adapters/files.js';

const tags = ['Mail (demo)'];
const WRITE_ERRORS = errorAnswers(400, 401, 403, 404, 413, 415);

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mailbox = new MailStore(app.records);

  app.get('/api/email/mails', {
    schema: {
      operationId: 'listMails',
      summary: 'The mails of a folder, of the starred view or of a label, newest first, with the unread counts of every folder',
      tags,
      querystring: MailsQuery,
      response: { 200: MailsResponse, ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => mailbox.list(signedInUser(request), request.query.filter ?? 'inbox', request.query.q ?? ''));

  app.get('/api/email/mails/:mailId/attachments/:name', {
    schema: {
      operationId: 'downloadMailAttachment',
      summary: "A file attached to one of the caller's mails: a small sample of its name and type, saved (or shown in the browser with inline=1)",
      tags,
      params: AttachmentParams,
      querystring: AttachmentQuery,
      response: {
        200: fileAnswer<Buffer>("The file's bytes, with its type and name", SAMPLE_CONTENT_TYPES),
        ...errorAnswers(400, 401, 403, 404),
      },
    },
  }, async (request, reply) => {
    const file = await mailbox.attachment(signedInUser(request), request.params.mailId, request.params.name);
    const sample = sampleFile(file.name);
    return reply
      .header('content-type', sample.contentType)
      .header('content-disposition', contentDisposition(file.name, request.query.inline === '1'))
      .header('cache-control', 'private, no-store')
      .send(sample.bytes);
  });

  app.post('/api/email/set-starred', {
    schema: {
      operationId: 'toggleMailStar', summary: 'Stars a mail, or un-stars it', tags,
      body: SetStarredBody,
      response: { 200: Mail, ...WRITE_ERRORS },
    },
  }, async (request) => mailbox.toggleStar(signedInUser(request), request.body.mailId));

  app.post('/api/email/move-mails', {
    schema: {
      operationId: 'moveMails', summary: 'Moves mails to a folder (starred is a view, not a folder)', tags,
      body: MoveMailsBody,
      response: { 200: MailsChanged, ...WRITE_ERRORS },
    },
  }, async (request) => ({ emails: await mailbox.move(signedInUser(request), request.body.selectedEmails, request.body.mailFolder) }));

  app.post('/api/email/mark-unread', {
    schema: {
      operationId: 'markMailsUnread', summary: 'Marks mails unread (unreadFlag true) or read (false)', tags,
      body: MarkUnreadBody,
      response: { 200: MailsChanged, ...WRITE_ERRORS },
    },
  }, async (request) => ({ emails: await mailbox.markUnread(signedInUser(request), request.body.emailIds, request.body.unreadFlag) }));

  app.post('/api/email/set-labels', {
    schema: {
      operationId: 'toggleMailLabel', summary: 'Toggles a label on each mail: a mail that has it loses it, the others gain it', tags,
      body: SetLabelsBody,
      response: { 200: MailsChanged, ...WRITE_ERRORS },
    },
  }, async (request) => ({ emails: await mailbox.toggleLabel(signedInUser(request), request.body.emailIds, request.body.label) }));

  app.post('/api/email/send', {
    schema: {
      operationId: 'sendMail',
      summary: "Sends a mail: it goes to the caller's sent folder, from the caller; with draftId, that draft is sent",
      tags,
      body: SendMailBody,
      response: { 201: Mail, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
    },
  }, async (request, reply) => reply.code(201).send(await mailbox.send(signedInUser(request), request.body)));

  app.post('/api/email/save-draft', {
    schema: {
      operationId: 'saveMailDraft', summary: 'Saves a new draft (201), or with id updates that draft (200)', tags,
      body: SaveDraftBody,
      response: { 200: Mail, 201: Mail, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
    },
  }, async (request, reply) => reply.code(request.body.id === undefined ? 201 : 200).send(await mailbox.saveDraft(signedInUser(request), request.body)));
};

export default mailRoutes;
