import './i18n';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsRTL } from 'react-bootstrap/ThemeProvider';
import { CalendarDays, Plus } from 'lucide-react';
import FullCalendar, { type DateClickInfo, type DateSelectInfo, type EventChangeInfo, type EventClickInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import frLocale from '@fullcalendar/react/locales/fr';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { CALENDAR_LABELS, type CalendarEvent, type CalendarLabel, type NewCalendarEvent } from '@shared/schemas/template-calendar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { useCurrentLanguage } from '@/i18n/current-language';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { addEvent, removeEvent, updateEvent, useEvents } from './calendar-api';
import { draftFor, draftOf, EventDialog, type Draft } from './event-dialog';
import { isoWithOffset } from './event-times';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme];

/** What FullCalendar shows of a stored event: its label's colour (calendar.css) and the event itself. */
function toInput(event: CalendarEvent): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    color: `var(--cal-label-${event.label.toLowerCase()})`,
    extendedProps: { stored: event },
  };
}

/**
 * /calendar: month, week and day views of the user's events (FullCalendar v7, loaded with this
 * route only; its styles are plain stylesheets, which the CSP's style-src 'self' allows). Clicking a
 * day adds an event there, clicking an event edits it, dragging moves it (saved at once), and the
 * checkboxes choose the calendars (labels) shown.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // The layout's direction (the customizer's right-to-left choice), as react-bootstrap's ThemeProvider gives it.
  const rtl = useIsRTL();
  const [labels, setLabels] = useState<CalendarLabel[]>([...CALENDAR_LABELS]);
  const events = useEvents(labels);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const inputs = useMemo(() => (events.data?.events ?? []).map(toInput), [events.data]);

  const toggle = (label: CalendarLabel, on: boolean) => setLabels((current) => CALENDAR_LABELS.filter((l) => (l === label ? on : current.includes(l))));
  const allShown = labels.length === CALENDAR_LABELS.length;

  const save = async (event: NewCalendarEvent, id: number | undefined) => {
    try {
      if (id === undefined) await addEvent(event);
      else await updateEvent({ ...event, id });
    } catch (error) {
      toastForError(error);
      throw error;
    }
    showToast({ variant: 'success', key: id === undefined ? 'calendar.added' : 'calendar.updated' });
    setDraft(null);
  };

  /** A drag or a resize: saved at once; a refusal puts the event back. */
  const moved = async ({ event, revert }: EventChangeInfo) => {
    const stored = event.extendedProps.stored as CalendarEvent;
    const start = event.start!;
    const end = event.end ?? new Date(start.getTime() + (event.allDay ? 86_400_000 : 3_600_000));
    try {
      await updateEvent({ id: stored.id, title: stored.title, label: stored.label, allDay: event.allDay, start: isoWithOffset(start), end: isoWithOffset(end) });
      showToast({ variant: 'success', key: 'calendar.moved' });
    } catch (error) {
      revert();
      toastForError(error);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await removeEvent(deleting.id);
      showToast({ variant: 'success', key: 'calendar.deleted' });
    } catch (error) {
      toastForError(error);
    }
  };

  return (
    <>
      <PageHeading
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        icon={<CalendarDays size={22} />}
      />
      <div className="card calendar-app" data-testid="calendar-app">
        <aside className="calendar-sidebar">
          <button type="button" className="btn btn-primary w-100" onClick={() => setDraft(draftFor(new Date(), null, true))}>
            <Plus size={18} aria-hidden="true" />
            {t('calendar.add')}
          </button>
          <fieldset className="calendar-filters">
            <legend className="calendar-filters-title">{t('calendar.filters')}</legend>
            <div className="form-check">
              <input
                id="calendar-all"
                type="checkbox"
                className="form-check-input"
                checked={allShown}
                onChange={(e) => setLabels(e.target.checked ? [...CALENDAR_LABELS] : [])}
              />
              <label htmlFor="calendar-all" className="form-check-label">
                {t('calendar.showAll')}
              </label>
            </div>
            {CALENDAR_LABELS.map((label) => (
              <div className="form-check" key={label}>
                <input
                  id={`calendar-${label}`}
                  type="checkbox"
                  className={`form-check-input calendar-check is-${label.toLowerCase()}`}
                  checked={labels.includes(label)}
                  onChange={(e) => toggle(label, e.target.checked)}
                  data-testid={`calendar-filter-${label}`}
                />
                <label htmlFor={`calendar-${label}`} className="form-check-label">
                  {t(`calendar.labels.${label}`)}
                </label>
              </div>
            ))}
          </fieldset>
        </aside>
        <section className="calendar-main" aria-label={t('calendar.calendarLabel')} aria-busy={events.isLoading}>
          {events.error && !events.data ? (
            <ErrorState error={events.error} onRetry={() => void events.mutate()} />
          ) : (
            <FullCalendar
              plugins={PLUGINS}
              initialView="dayGridMonth"
              headerToolbar={{ start: 'prev,next today title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
              toolbarClass="calendar-toolbar"
              toolbarSectionClass="calendar-toolbar-section"
              toolbarTitleClass="calendar-toolbar-title"
              eventClass="calendar-event"
              locale={language === 'fr' ? frLocale : enGbLocale}
              direction={rtl ? 'rtl' : 'ltr'}
              height="auto"
              dayMaxEvents
              editable
              selectable
              selectMirror
              nowIndicator
              events={inputs}
              dateClick={(info: DateClickInfo) => setDraft(draftFor(info.date, null, info.allDay))}
              select={(info: DateSelectInfo) => {
                // A single click is dateClick's; a range dragged over several days or slots opens the form with it.
                const oneCell = info.end.getTime() - info.start.getTime() <= (info.allDay ? 86_400_000 : 1_800_000);
                if (!oneCell) setDraft(draftFor(info.start, info.end, info.allDay));
              }}
              eventClick={(info: EventClickInfo) => {
                info.jsEvent.preventDefault();
                setDraft(draftOf(info.event.extendedProps.stored as CalendarEvent));
              }}
              eventDrop={(info) => void moved(info)}
              eventResize={(info) => void moved(info)}
            />
          )}
        </section>
      </div>
      {draft && (
        <EventDialog
          key={draft.id ?? `new-${draft.start}`}
          initial={draft}
          onSave={save}
          onDelete={(id, title) => {
            setDraft(null);
            setDeleting({ id, title });
          }}
          onHide={() => setDraft(null)}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        text={t('calendar.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('calendar.form.delete')}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
