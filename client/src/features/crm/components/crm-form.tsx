import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Save } from 'lucide-react';
import { CRM_ACTIONS, CRM_OBJECTS, type CrmAction, type CrmEntryInput, type CrmObject } from '@shared/schemas/crm';
import { formatPhone } from '@shared/validation';
import { FormField } from '@/components/business/form-field';
import { today } from '@/components/business/format';

/** The actions that go with an object: an e-mail is received, a call has an outcome. */
export function actionsFor(object: CrmObject): CrmAction[] {
  return object === 'Email' ? ['Email reçu'] : CRM_ACTIONS.filter((a) => a !== 'Email reçu');
}

/** The object an action goes with, keeping the current one when it fits (a call stays incoming or outgoing). */
export function objectFor(action: CrmAction, current: CrmObject): CrmObject {
  if (action === 'Email reçu') return 'Email';
  return current === 'Email' ? 'Appel entrant' : current;
}

export function emptyEntry(): CrmEntryInput {
  return { object: 'Appel entrant', action: 'Rendez-vous pris', date: today(), name: '', email: '', phone: '', note: '' };
}

type Errors = Partial<Record<'date' | 'name' | 'email' | 'phone', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEntry(entry: CrmEntryInput): Errors {
  const errors: Errors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date)) errors.date = 'crm.form.errors.dateRequired';
  else if (entry.date > today()) errors.date = 'crm.form.errors.dateFuture';
  if (entry.name.trim() === '') errors.name = 'crm.form.errors.nameRequired';
  if (entry.email.trim() !== '' && !EMAIL.test(entry.email.trim())) errors.email = 'crm.form.errors.email';
  if (entry.phone.length > 30) errors.phone = 'crm.form.errors.phone';
  return errors;
}

/**
 * "Créer un KPI" (and its edit form): object, action (only "Email reçu" for an e-mail), a date
 * that is not in the future, the person, and a note. Checked here first, then by the BFF.
 */
export function CrmForm({
  initial,
  idPrefix,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  resetAfterSubmit = false,
}: {
  initial: CrmEntryInput;
  idPrefix: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (entry: CrmEntryInput) => Promise<boolean>;
  onCancel?: () => void;
  resetAfterSubmit?: boolean;
}) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CrmEntryInput>) => {
    const next = { ...entry, ...patch };
    setEntry(next);
    // Errors already shown follow the corrections as they are typed.
    if (Object.keys(errors).length > 0) setErrors(checkEntry(next));
  };
  const setObject = (object: CrmObject) => {
    const allowed = actionsFor(object);
    set({ object, action: allowed.includes(entry.action) ? entry.action : allowed[0] });
  };
  // Every action of the journal is offered; choosing one brings the object that goes with it.
  const setAction = (action: CrmAction) => set({ action, object: objectFor(action, entry.object) });
  const submit = async () => {
    const found = checkEntry(entry);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${idPrefix}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const clean = { ...entry, name: entry.name.trim(), email: entry.email.trim(), phone: formatPhone(entry.phone) };
      if ((await onSubmit(clean)) && resetAfterSubmit) setEntry({ ...emptyEntry(), object: entry.object, action: entry.action });
    } finally {
      setBusy(false);
    }
  };
  const error = (key: keyof Errors) => (errors[key] ? t(errors[key]) : null);
  return (
    <form
      noValidate
      className="crm-form"
      data-testid={`${idPrefix}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="crm-form-grid">
        <FormField id={`${idPrefix}-object`} label={t('crm.form.object')} required>
          {(props) => (
            <select {...props} className="form-select" value={entry.object} onChange={(event) => setObject(event.target.value as CrmObject)}>
              {CRM_OBJECTS.map((object) => (
                <option key={object} value={object}>
                  {t(`crm.objects.${object}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-action`} label={t('crm.form.action')} required hint={entry.object === 'Email' ? t('crm.form.actionEmail') : undefined}>
          {(props) => (
            <select {...props} className="form-select" value={entry.action} onChange={(event) => setAction(event.target.value as CrmAction)}>
              {CRM_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`crm.actions.${action}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-date`} label={t('crm.form.date')} required error={error('date')}>
          {(props) => <input {...props} type="date" className="form-control" value={entry.date} max={today()} onChange={(event) => set({ date: event.target.value })} />}
        </FormField>
        <FormField id={`${idPrefix}-name`} label={t('crm.form.name')} required error={error('name')}>
          {(props) => <input {...props} type="text" className="form-control" autoComplete="off" maxLength={200} value={entry.name} onChange={(event) => set({ name: event.target.value })} />}
        </FormField>
        <FormField id={`${idPrefix}-email`} label={t('crm.form.email')} error={error('email')}>
          {(props) => <input {...props} type="email" className="form-control" autoComplete="off" maxLength={254} value={entry.email} onChange={(event) => set({ email: event.target.value })} />}
        </FormField>
        <FormField id={`${idPrefix}-phone`} label={t('crm.form.phone')} error={error('phone')}>
          {(props) => <input {...props} type="tel" className="form-control" autoComplete="off" value={entry.phone} onChange={(event) => set({ phone: event.target.value })} />}
        </FormField>
        <FormField id={`${idPrefix}-note`} label={t('crm.form.note')} className="span-all">
          {(props) => <textarea {...props} className="form-control" rows={3} maxLength={5000} value={entry.note} onChange={(event) => set({ note: event.target.value })} />}
        </FormField>
      </div>
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="btn btn-label-secondary" onClick={onCancel} disabled={busy}>
            {t('crm.form.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid={`${idPrefix}-submit`}>
          {onCancel ? <Save size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
