import './conflict-dialog.css';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { LastChange } from '@shared/schemas/common';
import { changedByWords } from './last-change';
import '@/components/ui/i18n';

/** A field changed on both sides: its label and the two values as the screen shows them. */
export interface ConflictRow {
  field: string;
  label: string;
  theirs: string;
  mine: string;
}

export type ConflictSide = 'theirs' | 'mine';
export type ConflictChoices = Record<string, ConflictSide>;

const SIDES: readonly ConflictSide[] = ['theirs', 'mine'];

/**
 * The fields changed by someone else and by this user, theirs beside the user's: one is kept per
 * field (the user's at first), then saved. It opens over the screen's own dialog, if any. It names
 * the other person and the time of their change when the 412 did (`changedBy`, from the journal).
 */
export function ConflictDialog({
  rows,
  busy,
  changedBy,
  onSave,
  onCancel,
}: {
  rows: readonly ConflictRow[];
  busy: boolean;
  changedBy?: LastChange;
  onSave: (choices: ConflictChoices) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConflictChoices>(() => Object.fromEntries(rows.map((row) => [row.field, 'mine'])));
  return (
    <Modal
      show
      onHide={busy ? () => undefined : onCancel}
      centered
      size="lg"
      aria-labelledby="conflict-dialog-title"
      className="business-modal conflict-dialog"
      backdropClassName="conflict-dialog-backdrop"
      data-testid="conflict-dialog"
    >
      <Modal.Header closeButton={!busy} closeLabel={t('business.close')}>
        <Modal.Title as="h2" id="conflict-dialog-title" className="h5">
          {t('business.versions.conflictTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1 fw-medium" data-testid="conflict-text">
          {changedBy ? t('business.versions.conflictBy', { by: changedByWords(t, changedBy) }) : t('business.versions.conflictText')}
        </p>
        <p className="text-body-secondary small">{t('business.versions.conflictHelp')}</p>
        {rows.map((row) => (
          <fieldset key={row.field} className="conflict-field" data-testid={`conflict-${row.field}`}>
            <legend className="conflict-field-label">{row.label}</legend>
            <div className="conflict-choices">
              {SIDES.map((side) => (
                <label key={side} className={`conflict-choice${choices[row.field] === side ? ' is-chosen' : ''}`}>
                  <span className="conflict-choice-head">
                    <input
                      type="radio"
                      className="form-check-input"
                      name={`conflict-${row.field}`}
                      value={side}
                      checked={choices[row.field] === side}
                      disabled={busy}
                      onChange={() => setChoices((current) => ({ ...current, [row.field]: side }))}
                    />
                    {t(`business.versions.${side}`)}
                  </span>
                  <span className="conflict-choice-value" data-testid={`conflict-${side}`}>
                    {row[side]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-label-secondary" onClick={onCancel} disabled={busy} data-testid="conflict-cancel">
          {t('business.versions.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onSave(choices)} disabled={busy} data-testid="conflict-save">
          {busy ? t('business.saving') : t('business.versions.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
