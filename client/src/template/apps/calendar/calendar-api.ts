/** The calendar app's calls (spec §7): its events (by label) and the writes on them. */
import useSWR, { mutate } from 'swr';
import { CALENDAR_LABELS, type CalendarEvent, type CalendarEventResponse, type CalendarEventsResponse, type CalendarLabel, type NewCalendarEvent } from '@shared/schemas/template-calendar';
import { apiRequest } from '@/lib/api-client';
import { keysOf } from '@/lib/api-path';

export const EVENTS_PATH = 'api/apps/calendar/events';

/** Every label: no filter; none: `calendars=` (no event); else the labels, comma-separated. */
export function eventsKey(labels: readonly CalendarLabel[]): string {
  if (labels.length === CALENDAR_LABELS.length) return EVENTS_PATH;
  return `${EVENTS_PATH}?calendars=${labels.map(encodeURIComponent).join(',')}`;
}

export const useEvents = (labels: readonly CalendarLabel[]) => useSWR<CalendarEventsResponse>(eventsKey(labels), { keepPreviousData: true });

const refresh = () => mutate(keysOf(EVENTS_PATH));

export async function addEvent(event: NewCalendarEvent): Promise<CalendarEvent> {
  try {
    return (await apiRequest<CalendarEventResponse>('api/apps/calendar/add-event', { method: 'POST', body: { event } })).event;
  } finally {
    await refresh();
  }
}

export async function updateEvent(event: NewCalendarEvent & { id: number }): Promise<CalendarEvent> {
  try {
    return (await apiRequest<CalendarEventResponse>('api/apps/calendar/update-event', { method: 'POST', body: { event } })).event;
  } finally {
    await refresh();
  }
}

export async function removeEvent(id: number): Promise<void> {
  try {
    await apiRequest<CalendarEventResponse>(`api/apps/calendar/remove-event?id=${id}`, { method: 'DELETE' });
  } finally {
    await refresh();
  }
}
