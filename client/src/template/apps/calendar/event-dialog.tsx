import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LABELS, EVENT_TITLE_MAX_LENGTH, type CalendarEvent, type CalendarLabel, type NewCalendarEvent } from '@shared/schemas/template-calendar';
import { isCalendarDay, typedDateProblem } from '@shared/typed-dates';
import { ControlLabel } from '@/components/forms/control-label';
import { DateInput } from '@/components/forms/date-input';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { addDays, dayOf, isoWithOffset, minuteOf, parseLocal } from './event-times';

/** What the form edits: local 'YYYY-MM-DD' (all day, last day inclusive) or 'YYYY-MM-DDTHH:mm'. */
export interface Draft {
  id?: number;
  title: string;
  label: CalendarLabel;
  allDay: boolean;
  start: string;
  end: string;
}

type Field = 'title' | 'start' | 'end';

/** A new event's draft from a clicked day (all day) or a picked range. */
export function draftFor(start: Date, end: Date | null, allDay: boolean): Draft {
  if (allDay) {
    const last = end ? addDays(end, -1) : start;
    return { title: '', label: 'Business', allDay, start: dayOf(start), end: dayOf(last < start ? start : last) };
  }
  return { title: '', label: 'Business', allDay, start: minuteOf(start), end: minuteOf(end ?? new Date(start.getTime() + 3_600_000)) };
}

export function draftOf(event: CalendarEvent): Draft {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (event.allDay) {
    const last = addDays(end, -1);
    return { id: event.id, title: event.title, label: event.label, allDay: true, start: dayOf(start), end: dayOf(last < start ? start : last) };
  }
  return { id: event.id, title: event.title, label: event.label, allDay: false, start: minuteOf(start), end: minuteOf(end) };
}

/** The draft as the BFF takes it, or the first field at fault. */
function toEvent(draft: Draft): { event: NewCalendarEvent } | { field: Field; key: string } {
  const title = draft.title.trim();
  if (!title) return { field: 'title', key: 'calendar.form.titleRequired' };
  const unreadable = draft.allDay ? 'business.dateUnreadable' : 'business.dateTimeUnreadable';
  for (const field of ['start', 'end'] as const) if (typedDateProblem(draft[field], draft.allDay ? 'day' : 'minute')) return { field, key: unreadable };
  const start = parseLocal(draft.start);
  if (!start) return { field: 'start', key: 'calendar.form.startRequired' };
  const end = parseLocal(draft.end);
  if (!end) return { field: 'end', key: 'calendar.form.endRequired' };
  if (end < start) return { field: 'end', key: 'calendar.form.endBeforeStart' };
  return {
    event: {
      title,
      label: draft.label,
      allDay: draft.allDay,
      start: isoWithOffset(start),
      end: isoWithOffset(draft.allDay ? addDays(end, 1) : end),
    },
  };
}

/** The day of a field's value ('' when it holds none that can be read: the control of the other kind starts empty). */
const dayPart = (value: string) => (isCalendarDay(value.slice(0, 10)) ? value.slice(0, 10) : '');

/** Switching all-day keeps the same days (and gives a timed event 09:00–10:00 on its first one). */
function withAllDay(draft: Draft, allDay: boolean): Draft {
  if (allDay === draft.allDay) return draft;
  const start = dayPart(draft.start);
  const end = dayPart(draft.end) || start;
  if (allDay) return { ...draft, allDay, start, end };
  return { ...draft, allDay, start: start && `${start}T09:00`, end: end && `${end}T10:00` };
}

export function EventDialog({
  initial,
  onSave,
  onDelete,
  onHide,
}: {
  initial: Draft;
  /** resolves when saved; throws the BFF's refusal */
  onSave: (event: NewCalendarEvent, id: number | undefined) => Promise<void>;
  onDelete: (id: number, title: string) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const editing = initial.id !== undefined;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toEvent(draft);
    if ('field' in checked) {
      setErrors({ [checked.field]: t(checked.key) });
      document.getElementById(`event-${checked.field}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.event, initial.id);
    } catch (error) {
      // The BFF names the field it refused (event.end, event.title...): shown beside it.
      const field = error instanceof ApiError ? error.field?.replace(/^event\./, '') : undefined;
      if (field === 'title' || field === 'start' || field === 'end') setErrors({ [field]: error instanceof ApiError ? (error.serverMessage ?? error.message) : '' });
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `event-${field}-error` } : {});
  const feedback = (field: Field) =>
    errors[field] && (
      <div className="invalid-feedback d-block" id={`event-${field}-error`} data-testid={`error-event-${field}`}>
        {errors[field]}
      </div>
    );
  const inputType = draft.allDay ? 'date' : 'datetime-local';

  return (
    <Dialog
      onHide={onHide}
      titleId="event-dialog-title"
      title={editing ? t('calendar.editTitle') : t('calendar.newTitle')}
      testId="event-dialog"
      footer={
        <>
          {editing && (
            <button type="button" className="btn btn-label-danger me-auto" onClick={() => onDelete(initial.id!, initial.title)} disabled={busy}>
              {t('calendar.form.delete')}
            </button>
          )}
          <button type="button" className="btn btn-label-secondary" onClick={onHide} disabled={busy}>
            {t('calendar.form.cancel')}
          </button>
          <button type="submit" form="event-form" className="btn btn-primary" disabled={busy}>
            {editing ? t('calendar.form.submitEdit') : t('calendar.form.submitAdd')}
          </button>
        </>
      }
    >
      <form id="event-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="mb-3">
          <ControlLabel htmlFor="event-title">{t('calendar.form.title')}</ControlLabel>
          <input
            id="event-title"
            className={`form-control${errors.title ? ' is-invalid' : ''}`}
            value={draft.title}
            maxLength={EVENT_TITLE_MAX_LENGTH}
            onChange={(e) => set({ title: e.target.value })}
            autoFocus
            {...invalid('title')}
          />
          {feedback('title')}
        </div>
        <div className="mb-3">
          <ControlLabel htmlFor="event-label">{t('calendar.form.label')}</ControlLabel>
          <select id="event-label" className="form-select" value={draft.label} onChange={(e) => set({ label: e.target.value as CalendarLabel })}>
            {CALENDAR_LABELS.map((label) => (
              <option key={label} value={label}>
                {t(`calendar.labels.${label}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-check form-switch mb-3">
          <input id="event-all-day" type="checkbox" role="switch" className="form-check-input" checked={draft.allDay} onChange={(e) => setDraft((d) => withAllDay(d, e.target.checked))} />
          <label htmlFor="event-all-day" className="form-check-label">
            {t('calendar.form.allDay')}
          </label>
        </div>
        <div className="row g-3">
          <div className="col-sm-6">
            <ControlLabel htmlFor="event-start">{t('calendar.form.start')}</ControlLabel>
            <DateInput id="event-start" type={inputType} className={`form-control${errors.start ? ' is-invalid' : ''}`} value={draft.start} onValue={(start) => set({ start })} {...invalid('start')} />
            {feedback('start')}
          </div>
          <div className="col-sm-6">
            <ControlLabel htmlFor="event-end">{draft.allDay ? t('calendar.form.endDay') : t('calendar.form.end')}</ControlLabel>
            <DateInput id="event-end" type={inputType} className={`form-control${errors.end ? ' is-invalid' : ''}`} value={draft.end} onValue={(end) => set({ end })} {...invalid('end')} />
            {feedback('end')}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
