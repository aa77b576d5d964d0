import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Check, FolderInput, Minus, Tag } from 'lucide-react';
import { MAIL_FOLDERS, MAIL_LABELS, type Mail, type MailFolder, type MailLabel } from '@shared/schemas/template-email';
import { LABEL_TONES } from './mail-format';

/** "Déplacer": the folders the mails may go to (not the one they are all in). */
export function MoveMenu({ mails, onMove, id }: { mails: Mail[]; onMove: (folder: MailFolder) => void; id: string }) {
  const { t } = useTranslation();
  const here = new Set(mails.map((m) => m.mailFolder));
  return (
    <Dropdown>
      <Dropdown.Toggle variant="link" className="btn-icon mail-menu-toggle" id={id} aria-label={t('email.moveTo')} title={t('email.moveTo')} data-testid={`${id}`}>
        <FolderInput size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>{t('email.moveTo')}</Dropdown.Header>
        {MAIL_FOLDERS.filter((folder) => !(here.size === 1 && here.has(folder))).map((folder) => (
          <Dropdown.Item key={folder} as="button" onClick={() => onMove(folder)} data-testid={`move-to-${folder}`}>
            {t(`email.folders.${folder}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * "Libellés": a toggle per label, ticked when every mail has it, a dash when some do. Choosing a
 * label that not all have gives it to all; one that all have takes it from all.
 */
export function LabelMenu({ mails, onToggle, id }: { mails: Mail[]; onToggle: (label: MailLabel, ids: number[]) => void; id: string }) {
  const { t } = useTranslation();
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="link" className="btn-icon mail-menu-toggle" id={id} aria-label={t('email.labelMenu')} title={t('email.labelMenu')} data-testid={id}>
        <Tag size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>{t('email.labelMenu')}</Dropdown.Header>
        {MAIL_LABELS.map((label) => {
          const having = mails.filter((m) => m.labels.includes(label));
          const all = having.length === mails.length && mails.length > 0;
          const state = all ? 'true' : having.length > 0 ? 'mixed' : 'false';
          const targets = all ? mails : mails.filter((m) => !m.labels.includes(label));
          return (
            <Dropdown.Item
              key={label}
              as="button"
              role="menuitemcheckbox"
              aria-checked={state}
              className="mail-label-item"
              onClick={() => onToggle(label, targets.map((m) => m.id))}
              data-testid={`label-toggle-${label}`}
            >
              <span className={`tone-bullet tone-${LABEL_TONES[label]}`} aria-hidden="true" />
              <span className="flex-grow-1">{t(`email.labels.${label}`)}</span>
              {state === 'true' && <Check size={16} aria-hidden="true" />}
              {state === 'mixed' && <Minus size={16} aria-hidden="true" />}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
