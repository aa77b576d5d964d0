/**
 * The template's chat app (spec §7), per signed-in user: the paths as §7 writes them, prefixes
 * `/api/app/` and `/api/apps/` included. mark-all-seen and set-pinned are written with a trailing
 * slash there: both spellings are served, the one without is documented (OpenAPI paths end
 * without a slash).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChatContactsResponse,
  ChatProfileResponse,
  ChatResponse,
  ChatsResponse,
  ContactRef,
  SendMessageBody,
  SendMessageResponse,
  SetPinnedBody,
  SetStatusBody,
} from '../../../shared/schemas/template-chat.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { ChatStore } from '../../template-api/chat.js';
import { SEED_ABOUT } from '../../template-api/seed/chat.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const tags = ['Demo chat'];
const NO_QUERY = Type.Object({}, { additionalProperties: false });

const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const chat = new ChatStore(app.records);
  const keyOf = (request: Parameters<typeof signedInUser>[0]) => String(signedInUser(request).id);
  const profileOf = (request: Parameters<typeof signedInUser>[0], status: Awaited<ReturnType<ChatStore['status']>>) => {
    const user = signedInUser(request);
    return { profile: { uid: user.id, displayName: user.name, about: SEED_ABOUT, status } };
  };

  app.get('/api/app/chat/chats', {
    schema: {
      operationId: 'listChats', summary: "The caller's chats: pinned first, then the most recent, with their messages and unseen count", tags,
      response: { 200: ChatsResponse, ...errorAnswers(401, 403) },
    },
  }, async (request) => ({ chats: await chat.chats(keyOf(request)) }));

  app.get('/api/app/chat/chat-contacts', {
    schema: {
      operationId: 'listChatContacts', summary: 'Every chat contact, by name', tags,
      response: { 200: ChatContactsResponse, ...errorAnswers(401, 403) },
    },
  }, async () => ({ contacts: chat.contacts() }));

  app.post('/api/app/chat/send-message', {
    schema: {
      operationId: 'sendChatMessage', summary: 'Send a message to a contact (starts the chat when there is none)', tags,
      body: SendMessageBody,
      response: { 201: SendMessageResponse, ...errorAnswers(400, 401, 403, 404, 413, 415) },
    },
  }, async (request, reply) => {
    const { contactId, message, isPinned } = request.body;
    return reply.code(201).send(await chat.send(keyOf(request), contactId, message, isPinned));
  });

  // §7 writes these two with a trailing slash: the spelling with it is served too, undocumented.
  for (const slash of ['', '/']) {
    const spelling = slash ? { hide: true, querystring: NO_QUERY } : {};
    const response = { 200: ChatResponse, ...errorAnswers(400, 401, 403, 404, 413, 415) };
    app.post(`/api/apps/chat/mark-all-seen${slash}`, {
      schema: { operationId: 'markChatSeen', summary: 'Mark every message received in a chat as seen', tags, body: ContactRef, response, ...spelling },
    }, async (request) => ({ chat: await chat.markAllSeen(keyOf(request), request.body.contactId) }));
    app.post(`/api/apps/chat/set-pinned${slash}`, {
      schema: { operationId: 'setChatPinned', summary: 'Pin or unpin a chat', tags, body: SetPinnedBody, response, ...spelling },
    }, async (request) => ({ chat: await chat.setPinned(keyOf(request), request.body.contactId, request.body.value) }));
  }

  app.get('/api/app/chat/profile', {
    schema: {
      operationId: 'getChatProfile', summary: "The caller's own chat profile and status", tags,
      response: { 200: ChatProfileResponse, ...errorAnswers(401, 403) },
    },
  }, async (request) => profileOf(request, await chat.status(keyOf(request))));

  app.post('/api/app/chat/set-status', {
    schema: {
      operationId: 'setChatStatus', summary: "Change the caller's own chat status", tags,
      body: SetStatusBody,
      response: { 200: ChatProfileResponse, ...errorAnswers(400, 401, 403, 413, 415) },
    },
  }, async (request) => profileOf(request, await chat.setStatus(keyOf(request), request.body.status)));
};

export default chatRoutes;
