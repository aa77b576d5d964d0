import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useBlocker } from 'react-router-dom';
import { Printer, Save } from 'lucide-react';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { UnsavedChangesDialog } from '@/components/forms/unsaved-changes';

/**
 * The frame the contract page, the new-contract page and the contract template page share: a form
 * with an optional back link, the page heading, the main column and the aside, whatever follows
 * (print sheet, dialogs), and the question asked before unsaved edits are lost.
 */
export function ContractEditorLayout({
  className,
  back,
  heading,
  main,
  aside,
  blocker,
  onSave,
  notice,
  children,
}: {
  className?: string;
  back?: ReactNode;
  heading: ReactNode;
  /** above the columns: the record was changed elsewhere */
  notice?: ReactNode;
  main: ReactNode;
  aside: ReactNode;
  blocker: ReturnType<typeof useBlocker>;
  onSave: () => Promise<void>;
  /** after the two columns: the print sheet, the dialogs */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {back}
      {heading}
      {notice}
      <div className="contract-layout">
        <div className="contract-main">{main}</div>
        <aside className="contract-aside">{aside}</aside>
      </div>
      {children}
      <UnsavedChangesDialog
        blocker={blocker}
        title={t('contracts.unsaved.title')}
        text={t('contracts.unsaved.text')}
        leaveLabel={t('contracts.unsaved.leave')}
        stayLabel={t('contracts.unsaved.stay')}
      />
    </form>
  );
}

/** What an editor shows until its record is there: not found, a failed load with a retry, or bars. */
export function ContractEditorPending({
  back,
  heading,
  notFound,
  error,
  onRetry,
  rows = 6,
}: {
  back?: ReactNode;
  heading: ReactNode;
  /** the empty state's title and text when the record does not exist (or is not the caller's) */
  notFound?: { title: string; text: string } | null;
  error: unknown;
  onRetry: () => void;
  rows?: number;
}) {
  return (
    <>
      {back}
      {heading}
      <section className="card">
        {notFound ? (
          <EmptyState title={notFound.title} text={notFound.text} />
        ) : error ? (
          <ErrorState error={error} onRetry={onRetry} />
        ) : (
          <TableSkeleton rows={rows} columns={4} />
        )}
      </section>
    </>
  );
}

/** One titled card of an editor column. */
export function EditorCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-body">
        <div className="card-title-row">
          <h2 id={id}>{title}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}

/** The save button: a submit of the editor's form unless `onClick` is given. */
export function EditorSaveButton({
  label,
  disabled,
  testId,
  onClick,
}: {
  label: string;
  disabled: boolean;
  testId?: string;
  onClick?: () => void;
}) {
  return (
    <button type={onClick ? 'button' : 'submit'} className="btn btn-primary" onClick={onClick} disabled={disabled} data-testid={testId}>
      <Save size={16} aria-hidden="true" />
      {label}
    </button>
  );
}

export function PrintButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-label-primary" onClick={() => window.print()}>
      <Printer size={16} aria-hidden="true" />
      {t('contracts.print.action')}
    </button>
  );
}
