import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send, Trash2, Zap } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { showToast } from '@/lib/toast-store';
import { ShowcasePage } from './showcase';
import { ToastKinds } from './toast-kinds';

function DialogDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="kit-row">
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        <Send size={16} aria-hidden="true" /> {t('kit.dialogs.dialog.open')}
      </button>
      <Dialog show={open} onHide={() => setOpen(false)} titleId="kit-dialog-title" title={t('kit.dialogs.dialog.heading')} testId="kit-dialog"
        footer={
          <>
            <button type="button" className="btn btn-label-secondary" onClick={() => setOpen(false)}>{t('kit.dialogs.dialog.cancel')}</button>
            <button type="button" className="btn btn-primary" onClick={() => { setOpen(false); showToast({ variant: 'success', key: 'kit.dialogs.dialog.sent' }); }}>
              {t('kit.dialogs.dialog.send')}
            </button>
          </>
        }>
        <p className="mb-0">{t('kit.dialogs.dialog.body')}</p>
      </Dialog>
    </div>
  );
}

function ConfirmDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="kit-row">
      <button type="button" className="btn btn-label-danger" onClick={() => setOpen(true)}>
        <Trash2 size={16} aria-hidden="true" /> {t('kit.dialogs.confirm.open')}
      </button>
      <ConfirmDialog show={open} text={t('kit.dialogs.confirm.text')} onClose={() => setOpen(false)}
        onConfirm={async () => showToast({ variant: 'success', key: 'kit.dialogs.confirm.done' })} />
    </div>
  );
}

/** /extensions/sweet-alert: the product's own dialogs, confirmation and toasts (no alert library). */
export default function SweetAlertPage() {
  return (
    <ShowcasePage page="dialogs" icon={Zap}
      sections={[
        { id: 'dialog', demo: <DialogDemo /> },
        { id: 'confirm', demo: <ConfirmDemo /> },
        { id: 'toasts', demo: <ToastKinds /> },
      ]} />
  );
}
