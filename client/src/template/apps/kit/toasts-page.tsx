import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, Copy, Layers, Save } from 'lucide-react';
import { SwitchField } from '@/components/forms/switch-field';
import { showToast } from '@/lib/toast-store';
import { ShowcasePage } from './showcase';
import { ToastKinds } from './toast-kinds';

const STACK = ['first', 'second', 'third'] as const;

function Stack() {
  const { t } = useTranslation();
  return (
    <div className="kit-row">
      <button type="button" className="btn btn-label-secondary" onClick={() => STACK.forEach((key) => showToast({ variant: 'success', key: `kit.toasts.stack.${key}` }))}>
        <Layers size={16} aria-hidden="true" /> {t('kit.toasts.stack.three')}
      </button>
      <button type="button" className="btn btn-label-secondary"
        onClick={() => [1, 2].forEach(() => showToast({ variant: 'info', key: 'kit.toasts.stack.first' }))}>
        <Copy size={16} aria-hidden="true" /> {t('kit.toasts.stack.twice')}
      </button>
    </div>
  );
}

const SAVE_MS = 900;

function Outcome() {
  const { t } = useTranslation();
  const [failing, setFailing] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    window.setTimeout(() => {
      setBusy(false);
      showToast(failing ? { variant: 'danger', key: 'kit.toasts.outcome.failed' } : { variant: 'success', key: 'kit.toasts.outcome.saved' });
    }, SAVE_MS);
  };
  return (
    <>
      <div>
        <label htmlFor="kit-toast-note" className="form-label">{t('kit.toasts.outcome.note')}</label>
        <textarea id="kit-toast-note" className="form-control" rows={2} defaultValue={t('kit.toasts.outcome.noteValue')} />
      </div>
      <SwitchField id="kit-toast-fail" label={t('kit.toasts.outcome.fail')} checked={failing} onChange={setFailing} />
      <div className="kit-row">
        <button type="button" className="btn btn-primary" onClick={save} disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Save size={16} aria-hidden="true" />}
          {busy ? t('kit.toasts.outcome.saving') : t('kit.toasts.outcome.save')}
        </button>
      </div>
    </>
  );
}

/** /extensions/toastr: the product's toasts (lib/toast-store.ts): their kinds, how they stack, the outcome of an action. */
export default function ToastsPage() {
  return (
    <ShowcasePage page="toasts" icon={Bell}
      sections={[
        { id: 'kinds', demo: <ToastKinds /> },
        { id: 'stack', demo: <Stack /> },
        { id: 'outcome', demo: <Outcome /> },
      ]} />
  );
}
