/**
 * The calendar app of the template (spec §7), per signed-in user in the store (document
 * `user:<id>:demo-calendar`). A user's first access seeds a dozen events around that day's month,
 * so that the calendar opens on something whatever the date.
 */
import { CALENDAR_LABELS, type CalendarEvent, type CalendarLabel, type NewCalendarEvent } from '../../shared/schemas/template-calendar.js';
import { HttpError } from '../http-error.js';
import type { Json, KeyValueStore } from '../store/store.js';

/** The store keys keep their first name (`demo-…`): a new one would orphan what Redis already holds. */
const DOCUMENT = 'demo-calendar';
/** A user's calendar holds at most this many events (a sample app must not grow without bound). */
export const MAX_EVENTS = 500;

interface CalendarDocument {
  nextId: number;
  events: CalendarEvent[];
}

/** [title, label, day offset from the 1st of the month, start hour or null for all day, duration in hours or days] */
type SeedEvent = [title: string, label: CalendarLabel, day: number, hour: number | null, length: number];

const SEED_EVENTS: SeedEvent[] = [
  ['Rendez-vous M. Petit : relevé de carrière', 'Business', 2, 9, 1],
  ['Réunion d’équipe', 'Business', 4, 10, 1.5],
  ['Déjeuner avec Camille', 'Personal', 6, 12, 1.5],
  ['Séminaire réforme des retraites', 'Business', 9, null, 2],
  ['Anniversaire de Léa', 'Family', 11, null, 1],
  ['Point dossier réversion Garnier', 'Business', 13, 14, 1],
  ['Cours de yoga', 'Personal', 15, 18, 1],
  ['Jour férié', 'Holiday', 17, null, 1],
  ['Salon du patrimoine', 'ETC', 19, null, 3],
  ['Visio partenaire comptable', 'Business', 23, 16, 0.5],
  ['Week-end en famille', 'Family', 25, null, 2],
  ['Bilan mensuel', 'Business', 27, 15, 2],
  ['Rendez-vous dentiste', 'Personal', 33, 8, 1],
  ['Préparation du mois', 'ETC', -3, 9, 2],
];

const day = (year: number, month: number, offset: number) => new Date(Date.UTC(year, month, 1 + offset));

function seed(now: number): CalendarDocument {
  const today = new Date(now);
  const [year, month] = [today.getUTCFullYear(), today.getUTCMonth()];
  const events = SEED_EVENTS.map(([title, label, offset, hour, length], index): CalendarEvent => {
    const start = day(year, month, offset);
    let end: Date;
    if (hour === null) {
      end = day(year, month, offset + length);
    } else {
      start.setUTCHours(hour);
      end = new Date(start.getTime() + length * 3_600_000);
    }
    return { id: index + 1, title, start: start.toISOString(), end: end.toISOString(), label, allDay: hour === null, selectable: true };
  });
  return { nextId: events.length + 1, events };
}

/** Refuses an event that ends before it starts (400 naming end); the formats are the schema's. */
function checkedTimes(event: NewCalendarEvent): { start: string; end: string } {
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  if (Number.isNaN(start)) throw new HttpError(400, 'invalid_request', 'Champ invalide : event.start (date et heure ISO attendues).', 'event.start');
  if (Number.isNaN(end)) throw new HttpError(400, 'invalid_request', 'Champ invalide : event.end (date et heure ISO attendues).', 'event.end');
  if (end < start) throw new HttpError(400, 'invalid_request', 'La fin de l’événement précède son début.', 'event.end');
  return { start: event.start, end: event.end };
}

function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new HttpError(400, 'invalid_request', 'Le titre est vide.', 'event.title');
  return trimmed;
}

/** The labels of a `calendars` filter: absent = all, '' = none; an unknown one is a 400. */
export function labelsOf(calendars: string | undefined): Set<CalendarLabel> {
  if (calendars === undefined) return new Set(CALENDAR_LABELS);
  const asked = calendars.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = asked.find((label) => !(CALENDAR_LABELS as readonly string[]).includes(label));
  if (unknown !== undefined) {
    throw new HttpError(400, 'invalid_request', `Paramètre invalide : calendars (étiquette inconnue « ${unknown.slice(0, 40)} »).`, 'calendars');
  }
  return new Set(asked as CalendarLabel[]);
}

const notFound = () => new HttpError(404, 'not_found', 'Événement introuvable.', 'id');

export class CalendarStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  private async read(userKey: string): Promise<CalendarDocument> {
    const docs = this.store.forUser(userKey);
    const saved = await docs.get<Json>(DOCUMENT);
    if (saved) return saved as unknown as CalendarDocument;
    const fresh = seed(this.now());
    await docs.set(DOCUMENT, fresh as unknown as Json);
    return fresh;
  }

  private save(userKey: string, doc: CalendarDocument): Promise<void> {
    return this.store.forUser(userKey).set(DOCUMENT, doc as unknown as Json);
  }

  /** The events of the given labels, by start. */
  async events(userKey: string, labels: Set<CalendarLabel>): Promise<CalendarEvent[]> {
    const { events } = await this.read(userKey);
    return events.filter((e) => labels.has(e.label)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  }

  async add(userKey: string, input: NewCalendarEvent): Promise<CalendarEvent> {
    const times = checkedTimes(input);
    const title = checkedTitle(input.title);
    const doc = await this.read(userKey);
    if (doc.events.length >= MAX_EVENTS) {
      throw new HttpError(409, 'conflict', `Le calendrier de démonstration est plein (${MAX_EVENTS} événements) : supprimez-en d’abord.`);
    }
    const event: CalendarEvent = { id: doc.nextId, title, ...times, label: input.label, allDay: input.allDay, selectable: input.selectable ?? true };
    doc.nextId += 1;
    doc.events.push(event);
    await this.save(userKey, doc);
    return event;
  }

  async update(userKey: string, input: NewCalendarEvent & { id: number }): Promise<CalendarEvent> {
    const times = checkedTimes(input);
    const title = checkedTitle(input.title);
    const doc = await this.read(userKey);
    const index = doc.events.findIndex((e) => e.id === input.id);
    if (index < 0) throw notFound();
    const stored = doc.events[index];
    const event: CalendarEvent = { id: stored.id, title, ...times, label: input.label, allDay: input.allDay, selectable: input.selectable ?? stored.selectable };
    doc.events[index] = event;
    await this.save(userKey, doc);
    return event;
  }

  async remove(userKey: string, id: number): Promise<CalendarEvent> {
    const doc = await this.read(userKey);
    const index = doc.events.findIndex((e) => e.id === id);
    if (index < 0) throw notFound();
    const [removed] = doc.events.splice(index, 1);
    await this.save(userKey, doc);
    return removed;
  }
}
