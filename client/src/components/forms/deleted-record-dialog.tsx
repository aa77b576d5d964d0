import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, LogOut } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { copyText } from '@/lib/clipboard';
import { formatDate, formatTime } from '@/lib/format';
import '@/components/ui/i18n';

/** Who deleted the record and when (an ISO date-time), as the record's journal tells it. */
export interface DeletedBy {
  name: string;
  at: string;
}

/** A field of the form as the user typed it, in words. */
export interface TypedValue {
  label: string;
  value: string;
}

/** What was typed as text to paste anywhere: one « Champ : valeur » a line. */
export function typedValuesText(values: readonly TypedValue[]): string {
  return values.map(({ label, value }) => `${label} : ${value}`).join('\n');
}

/**
 * A save that met a record someone deleted meanwhile: says so (by whom and when, when
 * `deletedBy` is known), shows what the user typed and offers to copy it, as « Champ : valeur »
 * lines, or to leave. `text` is the i18n key of the sentence (« Ce client a été supprimé »), and its
 * `_by` variant names the person and the time.
 */
export function DeletedRecordDialog({
  text,
  deletedBy,
  typed,
  leaveLabel,
  onLeave,
  onClose,
}: {
  text: string;
  deletedBy?: DeletedBy;
  typed: readonly TypedValue[];
  leaveLabel: string;
  onLeave: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const content = typedValuesText(typed);
  const sentence = deletedBy
    ? t(text, { context: 'by', name: deletedBy.name, date: formatDate(deletedBy.at), time: formatTime(deletedBy.at) })
    : t(text);
  return (
    <Dialog
      onHide={onClose}
      titleId="deleted-record-title"
      title={t('business.deletedRecord.title')}
      testId="deleted-record-dialog"
      footer={
        <>
          <span className="me-auto small text-body-secondary" role="status" data-testid="deleted-record-copied">
            {copied === 'yes' ? t('business.deletedRecord.copied') : copied === 'failed' ? t('business.deletedRecord.copyFailed') : ''}
          </span>
          <button type="button" className="btn btn-label-secondary" onClick={onLeave}>
            <LogOut size={16} aria-hidden="true" />
            {leaveLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void copyText(content, field.current).then((done) => setCopied(done ? 'yes' : 'failed'))}>
            <ClipboardCopy size={16} aria-hidden="true" />
            {t('business.deletedRecord.copy')}
          </button>
        </>
      }
    >
      <p className="fw-medium mb-1">{sentence}</p>
      <p className="text-body-secondary small">{t('business.deletedRecord.help')}</p>
      <label className="form-label" htmlFor="deleted-record-typed">
        {t('business.deletedRecord.typed')}
      </label>
      <textarea id="deleted-record-typed" ref={field} className="form-control deleted-record-typed" readOnly rows={Math.min(10, Math.max(3, typed.length))} value={content} />
    </Dialog>
  );
}
