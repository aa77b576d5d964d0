import './task-rows.css';
import { ArchiveRestore, X } from 'lucide-react';

/** A task row's done box (task-rows.css): its label says what a press does now. */
export function TaskCheck({ checked, disabled, onChange, label }: { checked: boolean; disabled: boolean; onChange: () => void; label: string }) {
  return <input type="checkbox" className="form-check-input task-check" checked={checked} disabled={disabled} onChange={onChange} aria-label={label} />;
}

/** The dot before an unread task's title, named for screen readers. */
export function UnreadDot({ label }: { label: string }) {
  return (
    <span className="task-unread-dot" title={label}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A trashed task's two actions: restore it, or delete it for good. */
export function TrashedTaskActions({ restore, deleteForGood }: { restore: { label: string; title: string; onClick: () => void }; deleteForGood: { label: string; title: string; onClick: () => void } }) {
  return (
    <>
      <button type="button" className="btn-icon" aria-label={restore.label} title={restore.title} onClick={restore.onClick}>
        <ArchiveRestore size={18} aria-hidden="true" />
      </button>
      <button type="button" className="btn-icon btn-icon-danger" aria-label={deleteForGood.label} title={deleteForGood.title} onClick={deleteForGood.onClick}>
        <X size={18} aria-hidden="true" />
      </button>
    </>
  );
}
