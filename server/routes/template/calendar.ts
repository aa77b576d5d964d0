/**
 * The template's calendar app (spec §7), per signed-in user: list (optionally by label), add,
 * update and remove (by DELETE with `?id=`, or by POST with `{id}`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddEventBody,
  CalendarEventResponse,
  CalendarEventsQuery,
  CalendarEventsResponse,
  EventRef,
  UpdateEventBody,
} from '../../../shared/schemas/template-calendar.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { CalendarStore, labelsOf } from '../../template-api/calendar.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const tags = ['Demo calendar'];

const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const calendar = new CalendarStore(app.records);
  const keyOf = (request: Parameters<typeof signedInUser>[0]) => String(signedInUser(request).id);

  app.get('/api/apps/calendar/events', {
    schema: {
      operationId: 'listCalendarEvents', summary: "The caller's events, by start; `calendars` keeps those of the listed labels", tags,
      querystring: CalendarEventsQuery,
      response: { 200: CalendarEventsResponse, ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => {
    const labels = labelsOf(request.query.calendars);
    return { events: await calendar.events(keyOf(request), labels) };
  });

  app.post('/api/apps/calendar/add-event', {
    schema: {
      operationId: 'addCalendarEvent', summary: 'Add an event (the BFF gives its id)', tags,
      body: AddEventBody,
      response: { 201: CalendarEventResponse, ...errorAnswers(400, 401, 403, 409, 413, 415) },
    },
  }, async (request, reply) => reply.code(201).send({ event: await calendar.add(keyOf(request), request.body.event) }));

  app.post('/api/apps/calendar/update-event', {
    schema: {
      operationId: 'updateCalendarEvent', summary: 'Replace an event, found by its id (an absent `selectable` is kept)', tags,
      body: UpdateEventBody,
      response: { 200: CalendarEventResponse, ...errorAnswers(400, 401, 403, 404, 413, 415) },
    },
  }, async (request) => ({ event: await calendar.update(keyOf(request), request.body.event) }));

  app.delete('/api/apps/calendar/remove-event', {
    schema: {
      operationId: 'removeCalendarEvent', summary: 'Remove an event by its id; answers the removed event', tags,
      querystring: EventRef,
      response: { 200: CalendarEventResponse, ...errorAnswers(400, 401, 403, 404) },
    },
  }, async (request) => ({ event: await calendar.remove(keyOf(request), request.query.id) }));

  app.post('/api/apps/calendar/remove-event', {
    schema: {
      operationId: 'removeCalendarEventByBody', summary: 'Remove an event by its id, given in the body; answers the removed event', tags,
      body: EventRef,
      response: { 200: CalendarEventResponse, ...errorAnswers(400, 401, 403, 404, 413, 415) },
    },
  }, async (request) => ({ event: await calendar.remove(keyOf(request), request.body.id) }));
};

export default calendarRoutes;
