import './compose-dialog.css';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Save, Send } from 'lucide-react';
import { MAX_MESSAGE, MAX_RECIPIENTS, MAX_SUBJECT } from '@shared/schemas/template-email';
import { FormField } from '@/components/forms/form-field';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { saveDraft, sendMail } from './api';
import { parseAddresses } from './mail-format';

/** What the form starts with: empty, a reply, or a draft taken up again (draftId). */
export interface ComposeStart {
  draftId?: number;
  to?: string[];
  cc?: string[];
  bcc?: string[];
  subject?: string;
  message?: string;
}

type Field = 'to' | 'cc' | 'bcc' | 'subject';
type Errors = Partial<Record<Field, string>>;

/** "Nouveau message": to, cc, bcc, subject and message; send, or keep as a draft. */
export function ComposeDialog({ start, onClose }: { start: ComposeStart; onClose: () => void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState((start.to ?? []).join(', '));
  const [cc, setCc] = useState((start.cc ?? []).join(', '));
  const [bcc, setBcc] = useState((start.bcc ?? []).join(', '));
  const [showCc, setShowCc] = useState(Boolean(start.cc?.length));
  const [showBcc, setShowBcc] = useState(Boolean(start.bcc?.length));
  const [subject, setSubject] = useState(start.subject ?? '');
  const [message, setMessage] = useState(start.message ?? '');
  const [draftId, setDraftId] = useState(start.draftId);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'send' | 'draft' | null>(null);

  const addressError = (text: string, required: boolean): string | undefined => {
    const { addresses, invalid } = parseAddresses(text);
    if (required && addresses.length === 0) return t('email.form.toRequired');
    if (invalid.length > 0) return t('email.form.invalidAddresses', { addresses: invalid.join(', ') });
    if (addresses.length > MAX_RECIPIENTS) return t('email.form.tooMany', { max: MAX_RECIPIENTS });
    return undefined;
  };
  const check = (sending: boolean): Errors => {
    const found: Errors = {
      to: addressError(to, sending),
      cc: addressError(cc, false),
      bcc: addressError(bcc, false),
      subject: sending && subject.trim() === '' ? t('email.form.subjectRequired') : undefined,
    };
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  };

  const fields = () => ({
    to: parseAddresses(to).addresses,
    cc: parseAddresses(cc).addresses,
    bcc: parseAddresses(bcc).addresses,
    subject: subject.trim(),
    message,
  });

  /** A refusal of the BFF that names a field shows under it; any other failure is a toast. */
  const refused = (error: unknown) => {
    const field = error instanceof ApiError && error.status === 400 ? (error.field?.split('.')[0] as Field | undefined) : undefined;
    if (field && ['to', 'cc', 'bcc', 'subject'].includes(field)) {
      setErrors((current) => ({ ...current, [field]: error instanceof ApiError ? (error.serverMessage ?? t('errors.invalidRequest')) : '' }));
      document.getElementById(`compose-${field}`)?.focus();
    } else toastForError(error);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(true);
    setErrors(found);
    const first = (['to', 'cc', 'bcc', 'subject'] as const).find((f) => found[f]);
    if (first) {
      if (first === 'cc') setShowCc(true);
      if (first === 'bcc') setShowBcc(true);
      window.setTimeout(() => document.getElementById(`compose-${first}`)?.focus());
      return;
    }
    setBusy('send');
    try {
      await sendMail({ ...fields(), ...(draftId === undefined ? {} : { draftId }) });
      showToast({ variant: 'success', key: 'email.toasts.sent' });
      onClose();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const keep = async () => {
    const found = check(false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('draft');
    try {
      const draft = await saveDraft({ ...fields(), ...(draftId === undefined ? {} : { id: draftId }) });
      setDraftId(draft.id);
      showToast({ variant: 'success', key: 'email.toasts.draftSaved' });
      onClose();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const addresses = (field: 'to' | 'cc' | 'bcc', value: string, set: (v: string) => void, label: string, required = false) => (
    <FormField id={`compose-${field}`} label={label} error={errors[field]} required={required} hint={field === 'to' ? t('email.form.addressesHint') : undefined}>
      {(aria) => (
        <input
          {...aria}
          type="text"
          inputMode="email"
          autoComplete="off"
          className={`form-control${errors[field] ? ' is-invalid' : ''}`}
          value={value}
          autoFocus={field === 'to' && value === ''}
          onChange={(event) => {
            set(event.target.value);
            if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
      )}
    </FormField>
  );

  return (
    <Modal show onHide={busy ? () => undefined : onClose} centered size="lg" aria-labelledby="compose-title" className="business-modal" data-testid="compose-dialog" fullscreen="sm-down">
      <form noValidate onSubmit={(event) => void send(event)}>
        <Modal.Header closeButton closeLabel={t('business.close')}>
          <Modal.Title as="h2" id="compose-title" className="h5">
            {draftId === undefined ? t('email.form.title') : t('email.form.draftTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="compose-body">
          {addresses('to', to, setTo, t('email.form.to'), true)}
          {(!showCc || !showBcc) && (
            <div className="compose-copies">
              {!showCc && (
                <button type="button" className="btn btn-sm btn-link" onClick={() => setShowCc(true)} aria-label={t('email.form.showCc')} data-testid="compose-show-cc">
                  {t('email.form.cc')}
                </button>
              )}
              {!showBcc && (
                <button type="button" className="btn btn-sm btn-link" onClick={() => setShowBcc(true)} aria-label={t('email.form.showBcc')} data-testid="compose-show-bcc">
                  {t('email.form.bcc')}
                </button>
              )}
            </div>
          )}
          {showCc && addresses('cc', cc, setCc, t('email.form.cc'))}
          {showBcc && addresses('bcc', bcc, setBcc, t('email.form.bcc'))}
          <FormField id="compose-subject" label={t('email.form.subject')} error={errors.subject} required>
            {(aria) => (
              <input
                {...aria}
                className={`form-control${errors.subject ? ' is-invalid' : ''}`}
                value={subject}
                maxLength={MAX_SUBJECT}
                onChange={(event) => {
                  setSubject(event.target.value);
                  if (errors.subject) setErrors((current) => ({ ...current, subject: undefined }));
                }}
              />
            )}
          </FormField>
          <FormField id="compose-message" label={t('email.form.message')}>
            {(aria) => <textarea {...aria} className="form-control" rows={8} maxLength={MAX_MESSAGE} value={message} onChange={(event) => setMessage(event.target.value)} />}
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-label-secondary" onClick={() => void keep()} disabled={busy !== null} data-testid="compose-save-draft">
            <Save size={16} aria-hidden="true" />
            {t('email.form.saveDraft')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy !== null} data-testid="compose-send">
            <Send size={16} aria-hidden="true" className="flip-rtl" />
            {busy === 'send' ? t('email.form.sending') : t('email.form.send')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
