import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FileText, FolderOpen, Pencil, Square, Star, Trash2, User } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { Segmented } from '@/components/ui/segmented';
import { TabLinks } from '@/components/ui/tab-links';
import { ShowcasePage } from './showcase';

function Variants() {
  const { t } = useTranslation();
  return (
    <div className="kit-row">
      <button type="button" className="btn btn-primary">{t('kit.buttons.variants.primary')}</button>
      <button type="button" className="btn btn-label-secondary">{t('kit.buttons.variants.secondary')}</button>
      <button type="button" className="btn btn-outline-primary">{t('kit.buttons.variants.outline')}</button>
      <button type="button" className="btn btn-danger">{t('kit.buttons.variants.danger')}</button>
      <button type="button" className="btn btn-link">{t('kit.buttons.variants.link')}</button>
    </div>
  );
}

function Sizes() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    window.setTimeout(() => setBusy(false), 1500);
  };
  return (
    <>
      <div className="kit-row">
        <button type="button" className="btn btn-primary btn-sm">{t('kit.buttons.sizes.small')}</button>
        <button type="button" className="btn btn-primary">{t('kit.buttons.sizes.normal')}</button>
        <button type="button" className="btn btn-primary btn-lg">{t('kit.buttons.sizes.large')}</button>
      </div>
      <div className="kit-row">
        <button type="button" className="btn btn-primary" disabled>{t('kit.buttons.sizes.disabled')}</button>
        <button type="button" className="btn btn-primary" onClick={start} disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? t('kit.buttons.sizes.busy') : t('kit.buttons.sizes.start')}
        </button>
      </div>
    </>
  );
}

function IconButtons() {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState<string | null>(null);
  const buttons = [
    [Pencil, t('kit.buttons.icons.edit'), 'btn-icon'],
    [Trash2, t('kit.buttons.icons.delete'), 'btn-icon btn-icon-danger'],
    [Star, t('kit.buttons.icons.star'), 'btn-label-primary'],
  ] as const;
  return (
    <>
      <div className="kit-row">
        {buttons.map(([icon, label, className]) => (
          <IconButton key={label} icon={icon} label={label} className={className} size={18} onClick={() => setPressed(label)} />
        ))}
      </div>
      <p className="kit-status" role="status">{pressed ? t('kit.buttons.icons.clicked', { name: pressed }) : ''}</p>
    </>
  );
}

type Period = 'week' | 'month' | 'year';

function SegmentedDemo() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('month');
  return (
    <>
      <Segmented label={t('kit.buttons.segmented.label')} value={period} onChange={setPeriod}
        options={(['week', 'month', 'year'] as const).map((value) => ({ value, label: t(`kit.buttons.segmented.${value}`) }))} />
      <p className="kit-status" role="status">{t('kit.buttons.segmented.chosen', { value: t(`kit.buttons.segmented.${period}`) })}</p>
    </>
  );
}

type Tab = 'profile' | 'documents' | 'contracts';
const TABS: readonly Tab[] = ['profile', 'documents', 'contracts'];
const TAB_ICONS = { profile: User, documents: FolderOpen, contracts: FileText } as const;

function TabsDemo() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const current = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'profile';
  return (
    <>
      <TabLinks label={t('kit.buttons.tabs.label')} current={current}
        tabs={TABS.map((id) => ({ id, to: `?tab=${id}`, icon: TAB_ICONS[id], label: t(`kit.buttons.tabs.${id}`) }))} />
      <p className="kit-status" data-testid="tab-shown">{t('kit.buttons.tabs.shown', { name: t(`kit.buttons.tabs.${current}`) })}</p>
    </>
  );
}

/** /components/buttons: variants, sizes and states, icon buttons, segmented choice, tabs. */
export default function ButtonsPage() {
  return (
    <ShowcasePage page="buttons" icon={Square}
      sections={[
        { id: 'variants', demo: <Variants /> },
        { id: 'sizes', demo: <Sizes /> },
        { id: 'icons', demo: <IconButtons /> },
        { id: 'segmented', demo: <SegmentedDemo /> },
        { id: 'tabs', demo: <TabsDemo /> },
      ]} />
  );
}
