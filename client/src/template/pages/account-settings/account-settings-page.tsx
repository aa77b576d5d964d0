import './i18n';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import '@/template/kit/icon-facts.css';
import './account-settings.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Bell, CalendarDays, Languages, Lock, Mail, Phone, ShieldCheck, UserRound } from 'lucide-react';
import { hasPermission, MENU_ITEMS } from '@shared/menu';
import { PATHS } from '@shared/paths';
import { NOTIFICATION_PREFERENCES, type Preferences } from '@shared/schemas/template-preferences';
import { PasswordForm } from '@/components/forms/password-form';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionCard } from '@/components/ui/section-card';
import { TabLinks } from '@/components/ui/tab-links';
import { FlagIcon } from '@/components/flag-icon';
import { switchLanguage } from '@/i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/i18n/language';
import { toastForError } from '@/lib/error-toast';
import { formatDate } from '@/lib/format';
import { roleLabelKey } from '@/lib/role-label';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { savePreferences, usePreferences, useProfileCard } from './api';

const TABS = ['account', 'security', 'language', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { account: UserRound, security: Lock, language: Languages, notifications: Bell } as const;

/** The signed-in user's card, read-only: the firm's system of record holds it. */
function AccountSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const hasProfile = hasPermission(user?.role ?? null, MENU_ITEMS.profile);
  const { data: profile, error, mutate } = useProfileCard(hasProfile);
  const none = t('business.none');
  let body;
  if (!hasProfile || !user) {
    body = <p className="text-body-secondary mb-0">{t('accountSettings.noProfile')}</p>;
  } else if (!profile) {
    body = error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <TableSkeleton rows={4} columns={2} />;
  } else {
    const facts: Fact[] = [
      [UserRound, t('accountSettings.name'), profile.name],
      [Mail, t('accountSettings.email'), profile.email || none],
      [ShieldCheck, t('accountSettings.role'), t(roleLabelKey(profile.role))],
      [Phone, t('accountSettings.phone'), profile.phone || none],
      [CalendarDays, t('accountSettings.birthDate'), formatDate(profile.birthDate) || none],
    ];
    body = (
      <>
        <div className="settings-identity">
          <InitialsAvatar name={profile.name} size="xl" />
          <div className="min-w-0">
            <p className="settings-identity-name">{profile.name}</p>
            <p className="text-body-secondary mb-0">{profile.email}</p>
          </div>
        </div>
        <FactList facts={facts} className="icon-facts settings-facts" testId="settings-profile" />
      </>
    );
  }
  return (
    <SectionCard titleId="settings-profile-title" title={t('accountSettings.profileTitle')} icon={UserRound}>
      {body}
      <div className="alert alert-info settings-note mt-3 mb-0" role="note">
        <p className="mb-2">{t('accountSettings.profileReadOnly')}</p>
        {hasProfile && (
          <Link to={PATHS.profile} className="btn btn-sm btn-label-primary">
            {t('accountSettings.openProfile')}
          </Link>
        )}
      </div>
    </SectionCard>
  );
}

function SecuritySection() {
  const { t } = useTranslation();
  return (
    <SectionCard titleId="settings-password-title" title={t('accountSettings.passwordTitle')} icon={ShieldCheck}>
      <p className="text-body-secondary">{t('accountSettings.passwordText')}</p>
      <PasswordForm guardLeaving />
    </SectionCard>
  );
}

/** The app's own language switch (the navbar's): applied at once, remembered on this browser. */
function LanguageSection() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const choose = async (language: (typeof LANGUAGES)[number]) => {
    if (language === current) return;
    try {
      await switchLanguage(language);
      showToast({ variant: 'success', key: 'accountSettings.languageChanged' });
    } catch (error) {
      toastForError(error);
    }
  };
  return (
    <SectionCard titleId="settings-language-title" title={t('accountSettings.languageTitle')} icon={Languages}>
      <p className="text-body-secondary">{t('accountSettings.languageText')}</p>
      <fieldset className="settings-choices" data-testid="settings-language">
        <legend className="visually-hidden">{t('accountSettings.languageLegend')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className={`settings-choice${language === current ? ' active' : ''}`} lang={language}>
            <input
              type="radio"
              className="form-check-input"
              name="settings-language"
              value={language}
              checked={language === current}
              onChange={() => void choose(language)}
            />
            <FlagIcon language={language} />
            <span>{t(`language.${language}`)}</span>
          </label>
        ))}
      </fieldset>
    </SectionCard>
  );
}

function NotificationsForm({ saved }: { saved: Preferences }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Preferences>(saved);
  const [busy, setBusy] = useState(false);
  const dirty = NOTIFICATION_PREFERENCES.some((key) => draft[key] !== saved[key]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) {
      showToast({ variant: 'info', key: 'accountSettings.unchanged' });
      return;
    }
    setBusy(true);
    try {
      setDraft(await savePreferences(draft));
      showToast({ variant: 'success', key: 'accountSettings.saved' });
    } catch (error) {
      toastForError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="settings-notifications">
      <UnsavedChangesGuard dirty={dirty && !busy} search />
      <fieldset>
        <legend className="visually-hidden">{t('accountSettings.notificationsLegend')}</legend>
        <ul className="settings-switches">
          {NOTIFICATION_PREFERENCES.map((key) => (
            <li key={key} className="form-check form-switch">
              <input
                id={`pref-${key}`}
                type="checkbox"
                role="switch"
                className="form-check-input"
                checked={draft[key]}
                aria-describedby={`pref-${key}-hint`}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
              />
              <label className="form-check-label" htmlFor={`pref-${key}`}>
                {t(`accountSettings.pref.${key}`)}
              </label>
              <small id={`pref-${key}-hint`} className="d-block text-body-secondary">
                {t(`accountSettings.pref.${key}Hint`)}
              </small>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="form-actions">
        <button type="button" className="btn btn-label-secondary" disabled={!dirty || busy} onClick={() => setDraft(saved)}>
          {t('accountSettings.reset')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('accountSettings.saving') : t('accountSettings.save')}
        </button>
      </div>
    </form>
  );
}

function NotificationsSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = usePreferences();
  return (
    <SectionCard titleId="settings-notifications-title" title={t('accountSettings.notificationsTitle')} icon={Bell}>
      <p className="text-body-secondary">{t('accountSettings.notificationsText')}</p>
      {data ? <NotificationsForm saved={data} /> : error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <TableSkeleton rows={3} columns={1} />}
    </SectionCard>
  );
}

/** /pages/account-settings: the signed-in user's real settings, one tab a section (the tab in the URL). */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((id) => id === asked) ?? 'account';
  return (
    <>
      <PageHeading title={t('accountSettings.title')} subtitle={t('accountSettings.subtitle')} icon={<UserRound size={22} />} />
      <div className="settings-layout">
        <TabLinks
          label={t('accountSettings.tabs')}
          current={tab}
          tabs={TABS.map((id) => ({ id, to: id === 'account' ? '?' : `?tab=${id}`, icon: ICONS[id], label: t(`accountSettings.tab.${id}`) }))}
        />
        {tab === 'account' && <AccountSection />}
        {tab === 'security' && <SecuritySection />}
        {tab === 'language' && <LanguageSection />}
        {tab === 'notifications' && <NotificationsSection />}
      </div>
    </>
  );
}
