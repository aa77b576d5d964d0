import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LastChange } from '@shared/schemas/common';
import { EditConflict } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { isOwnVersion } from '@/lib/own-versions';
import { changedFields, compareEdits, pickFields, sameValue } from '@/lib/record-diff';
import { showToast } from '@/lib/toast-store';
import { ChangedElsewhereNotice } from './changed-elsewhere-notice';
import { ConflictDialog, type ConflictChoices } from './conflict-dialog';
import { plainText } from './plain-text';
import '@/components/ui/i18n';

/** The version a screen's fields are compared with, and their values in it (the form's default values). */
interface Base<V> {
  version: string;
  values: V;
}

/** One write: only the user's changes, over the version they were made on. */
export interface VersionedWrite<R, V> {
  patch: Partial<V>;
  /** sent as If-Match */
  version: string;
  /** the whole record as it will be: the patch over that version (a write that must send more than the patch) */
  values: V;
  /** the record as the screen knows it (its id) */
  record: R;
}

type Write<R, V> = (request: VersionedWrite<R, V>) => Promise<R>;

export interface VersionedSaveOptions<R extends { version: string }, V extends FieldValues, F extends keyof V & string> {
  /** the record as the cache holds it now (SWR revalidates it on focus); null: a new record, nothing to compare */
  record: R | null;
  /** the record as the screen edits it */
  valuesOf: (record: R) => V;
  /** the fields the screen edits and may send */
  fields: readonly F[];
  /** the form holding them; without one (switches), saveFields says what changed */
  form?: UseFormReturn<V>;
  /** the save's write; without one, each saveFields brings its own (a switch that sends more than its fields) */
  write?: Write<R, V>;
  /** a field's name in the conflict dialog (the screen's own words) */
  labelOf: (field: F) => string;
  /** a value as the conflict dialog shows it, when plain text will not do (a choice's label, an amount); `other`: the other version's, to say what differs */
  show?: (field: F, value: V[F], other: V[F]) => string | undefined;
  /** the i18n key of a save's toast */
  savedToast?: string;
  /** after every save that went through (at once, merged, or after the dialog) */
  onSaved?: (record: R) => void;
  /** a refusal of the write the conflict dialog made (else a toast); the other writes reject `save` */
  onError?: (error: unknown) => void;
}

/** `conflict`: the dialog is open; `moved`: the record moved again during the retry, the screen follows it. */
export type SaveOutcome = 'saved' | 'merged' | 'conflict' | 'moved' | 'unchanged';

interface SaveCall<R, V> {
  write: Write<R, V>;
  savedToast?: string;
}

interface Conflict<R, V, F> {
  current: R;
  patch: Partial<V>;
  mine: F[];
  conflicts: F[];
  call: SaveCall<R, V>;
  busy: boolean;
  /** who made the change met, and when (the 412's, from the journal) */
  changedBy?: LastChange;
}

/**
 * Saves a screen's record with only the fields the user changed, over the version the screen showed
 * (If-Match). When someone else wrote it meanwhile (412): with none of the same fields changed, the
 * user's changes are applied to the record as it is now (one retry) and a toast says so; otherwise
 * the conflict dialog lists each field changed on both sides, and what the user chooses is saved.
 * What is typed stays in the form throughout. When the record changes while the screen is open (a
 * revalidation on focus), the untouched fields take its values, the typed ones stay, and a notice
 * says so.
 */
export function useVersionedSave<R extends { version: string }, V extends FieldValues, F extends keyof V & string>(options: VersionedSaveOptions<R, V, F>) {
  const { record, valuesOf, fields, form, write, labelOf, show, savedToast, onSaved, onError } = options;
  const { t } = useTranslation();
  const [start] = useState(() => (record ? { version: record.version, values: valuesOf(record) } : null));
  const base = useRef<Base<V> | null>(start);
  const lastSeen = useRef(record?.version ?? null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Conflict<R, V, F> | null>(null);
  /** the notice is shown; `by`: who made the change, when a refused write named them */
  const [notice, setNotice] = useState<{ by?: LastChange } | null>(null);
  /** the version a write met twice over (the screen then follows it) and who made it */
  const movedBy = useRef<{ version: string; by?: LastChange } | null>(null);

  // A field of the record is a top-level path of the form.
  const setField = (field: F, value: V[F]) => form?.setValue(field as unknown as Path<V>, value as PathValue<V, Path<V>>);

  /** The fields not in `typed` take the values of `next` (what the user typed stays). */
  const refreshUntouched = (next: V, typed: readonly F[], now: V) => {
    for (const field of fields) if (!typed.includes(field) && !sameValue(now[field], next[field])) setField(field, next[field]);
  };

  /**
   * The screen now stands on `next`: the untouched fields take its values. A typed field that `next`
   * also changed keeps its old base value, and the base its old version: the next save meets the
   * change (412) and the dialog asks. Answers what `next` changed of the screen's fields.
   */
  const rebase = (next: R, from: Base<V>, typed: readonly F[]): F[] => {
    const nextValues = valuesOf(next);
    const theirs = changedFields(fields, from.values, nextValues);
    if (!form) {
      base.current = { version: next.version, values: nextValues };
      return theirs;
    }
    const now = form.getValues();
    refreshUntouched(nextValues, typed, now);
    const overlap = typed.filter((field) => theirs.includes(field) && !sameValue(now[field], nextValues[field]));
    const values = overlap.length === 0 ? nextValues : { ...nextValues, ...pickFields(from.values, overlap) };
    base.current = { version: overlap.length === 0 ? next.version : from.version, values };
    form.resetDefaultValues(values);
    return theirs;
  };

  /** A write went through: `answer` is the new base; what was typed while it was on its way stays. */
  const settle = (answer: R, from: Base<V>, patch: Partial<V>, sent: V | null) => {
    lastSeen.current = answer.version;
    const sentFields = Object.keys(patch) as F[];
    const now = form?.getValues();
    const typed = now && sent ? fields.filter((field) => !sameValue(now[field], sent[field]) || (!sentFields.includes(field) && !sameValue(sent[field], from.values[field]))) : [];
    rebase(answer, { version: from.version, values: { ...from.values, ...patch } }, typed);
    setNotice(null);
  };

  const saved = (answer: R, toastKey: string | undefined) => {
    if (toastKey) showToast({ variant: 'success', key: toastKey });
    onSaved?.(answer);
  };

  const run = async (from: Base<V>, shown: R, patch: Partial<V>, mine: F[], call: SaveCall<R, V>): Promise<SaveOutcome> => {
    const sent = form?.getValues() ?? null;
    setBusy(true);
    try {
      try {
        const answer = await call.write({ patch, version: from.version, values: { ...from.values, ...patch }, record: shown });
        settle(answer, from, patch, sent);
        saved(answer, call.savedToast);
        return 'saved';
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        const current = error.current as R;
        const currentValues = valuesOf(current);
        const { conflicts } = compareEdits(fields, from.values, currentValues, mine, patch);
        if (conflicts.length > 0) {
          setConflict({ current, patch, mine, conflicts, call, busy: false, changedBy: error.changedBy });
          return 'conflict';
        }
        try {
          const answer = await call.write({ patch, version: current.version, values: { ...currentValues, ...patch }, record: current });
          settle(answer, from, patch, sent);
          saved(answer, 'business.versions.merged');
          return 'merged';
        } catch (again) {
          if (!(again instanceof EditConflict)) throw again;
          // Moved once more: the screen follows the record (its revalidation), what is typed stays.
          movedBy.current = { version: (again.current as R).version, by: again.changedBy };
          toastForError(again);
          return 'moved';
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const writer = (own?: Write<R, V>): Write<R, V> => {
    const chosen = own ?? write;
    if (!chosen) throw new Error('useVersionedSave: no write given for this save');
    return chosen;
  };

  /** The form's submit: the fields whose value differs from the base's. */
  const save = async (values: V): Promise<SaveOutcome> => {
    const from = base.current;
    if (!from || !record) return 'unchanged';
    const mine = changedFields(fields, from.values, values);
    if (mine.length === 0) {
      saved(record, savedToast);
      return 'unchanged';
    }
    return run(from, record, pickFields(values, mine) as Partial<V>, mine, { write: writer(), savedToast });
  };

  /** A change made outside the form's submit (a switch, closing a contract): these fields are the user's. */
  const saveFields = async (patch: Partial<Pick<V, F>>, call: Partial<SaveCall<R, V>> = {}): Promise<SaveOutcome> => {
    const from = base.current;
    if (!from || !record) return 'unchanged';
    return run(from, record, patch as Partial<V>, Object.keys(patch) as F[], { write: writer(call.write), savedToast: call.savedToast ?? savedToast });
  };

  /** The dialog's choices: a field kept as theirs takes their value in the form and is not sent; the rest is saved over their version. */
  const resolve = async (pending: Conflict<R, V, F>, choices: ConflictChoices) => {
    const currentValues = valuesOf(pending.current);
    const theirs = pending.conflicts.filter((field) => choices[field] === 'theirs');
    const mine = pending.mine.filter((field) => !theirs.includes(field));
    const patch = pickFields(pending.patch as V, mine) as Partial<V>;
    const from = { version: pending.current.version, values: currentValues };
    if (form) {
      refreshUntouched(currentValues, mine, form.getValues());
      form.resetDefaultValues(currentValues);
    }
    base.current = from;
    if (mine.length === 0) {
      setConflict(null);
      settle(pending.current, from, {}, form?.getValues() ?? null);
      saved(pending.current, pending.call.savedToast);
      return;
    }
    setConflict({ ...pending, busy: true });
    try {
      const outcome = await run(from, pending.current, patch, mine, pending.call);
      if (outcome !== 'conflict') setConflict(null);
    } catch (error) {
      setConflict(null);
      (onError ?? toastForError)(error);
    }
  };

  // The record moved while the screen is open (not while a save or the dialog decides where it goes).
  const follow = useEffectEvent((next: R) => {
    const from = base.current;
    if (!from || lastSeen.current === next.version) return;
    lastSeen.current = next.version;
    if (from.version === next.version) return;
    const now = form?.getValues();
    const theirs = rebase(next, from, now ? changedFields(fields, from.values, now) : []);
    if (theirs.length > 0 && !isOwnVersion(next.version)) setNotice({ by: movedBy.current?.version === next.version ? movedBy.current.by : undefined });
  });
  const deciding = busy || conflict !== null;
  useEffect(() => {
    if (record && !deciding) follow(record);
  }, [record, deciding]);

  /** Back to the record as it is now (a form's "reset"): nothing typed is kept. */
  const discard = () => {
    if (!record) return;
    base.current = { version: record.version, values: valuesOf(record) };
    lastSeen.current = record.version;
    form?.reset(base.current.values);
    setNotice(null);
  };

  const words = { empty: t('business.versions.empty'), yes: t('business.yes'), no: t('business.no') };
  const text = (field: F, value: V[F], other: V[F]) => show?.(field, value, other) ?? plainText(value, words);
  let dialog: ReactNode = null;
  if (conflict) {
    const currentValues = valuesOf(conflict.current);
    const rows = conflict.conflicts.map((field) => {
      const mine = conflict.patch[field] as V[F];
      return { field, label: labelOf(field), theirs: text(field, currentValues[field], mine), mine: text(field, mine, currentValues[field]) };
    });
    dialog = (
      <ConflictDialog
        key={conflict.current.version}
        rows={rows}
        busy={conflict.busy}
        changedBy={conflict.changedBy}
        onSave={(choices) => void resolve(conflict, choices)}
        onCancel={() => {
          setConflict(null);
          showToast({ variant: 'info', key: 'business.versions.nothingSaved' });
        }}
      />
    );
  }

  return {
    save,
    saveFields,
    discard,
    /** a write (or the dialog's) is on its way */
    busy: busy || conflict?.busy === true,
    dialog,
    changedElsewhere: notice !== null,
    /** who made the change the notice speaks of, when known */
    changedElsewhereBy: notice?.by,
    dismissNotice: () => setNotice(null),
    notice: <ChangedElsewhereNotice show={notice !== null} changedBy={notice?.by} onClose={() => setNotice(null)} />,
  };
}
