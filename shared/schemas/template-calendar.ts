/** The template's calendar app (spec §3, §7): events with a label, per signed-in user. */
import { Type, type Static } from 'typebox';
import { OneOf } from './common.js';

/** The template's calendars (the labels an event may carry), in the filter's order. */
export const CALENDAR_LABELS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type CalendarLabel = (typeof CALENDAR_LABELS)[number];

export const EVENT_TITLE_MAX_LENGTH = 200;

const EventId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const DateTime = (description: string) => Type.String({ format: 'date-time', maxLength: 40, description });

const eventFields = {
  title: Type.String({ minLength: 1, maxLength: EVENT_TITLE_MAX_LENGTH, description: 'not blank' }),
  start: DateTime('ISO 8601 date-time with its offset'),
  end: DateTime('ISO 8601 date-time with its offset, not before start'),
  label: OneOf(CALENDAR_LABELS),
  allDay: Type.Boolean(),
  selectable: Type.Optional(Type.Boolean({ description: 'absent: true' })),
};

export const CalendarEvent = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  label: OneOf(CALENDAR_LABELS),
  allDay: Type.Boolean(),
  selectable: Type.Boolean(),
}, { title: 'CalendarEvent' });
export type CalendarEvent = Static<typeof CalendarEvent>;

/** GET /api/apps/calendar/events: `calendars` is a comma-separated list of labels (absent: every label; empty: none). */
export const CalendarEventsQuery = Type.Object(
  { calendars: Type.Optional(Type.String({ maxLength: 200, description: 'e.g. Personal,Business' })) },
  { additionalProperties: false },
);
export type CalendarEventsQuery = Static<typeof CalendarEventsQuery>;

export const CalendarEventsResponse = Type.Object({ events: Type.Array(CalendarEvent) });
export type CalendarEventsResponse = Static<typeof CalendarEventsResponse>;

export const NewCalendarEvent = Type.Object(eventFields, { additionalProperties: false });
export type NewCalendarEvent = Static<typeof NewCalendarEvent>;

/** POST /api/apps/calendar/add-event */
export const AddEventBody = Type.Object({ event: NewCalendarEvent }, { additionalProperties: false });
export type AddEventBody = Static<typeof AddEventBody>;

/** POST /api/apps/calendar/update-event: the whole event, found by its id. */
export const UpdateEventBody = Type.Object(
  { event: Type.Object({ id: EventId, ...eventFields }, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type UpdateEventBody = Static<typeof UpdateEventBody>;

export const EventRef = Type.Object({ id: EventId }, { additionalProperties: false });
export type EventRef = Static<typeof EventRef>;

export const CalendarEventResponse = Type.Object({ event: CalendarEvent });
export type CalendarEventResponse = Static<typeof CalendarEventResponse>;
