import './user-profile.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarDays, CircleCheck, Languages, Settings, ShieldCheck, UserRound, UserRoundPen } from 'lucide-react';
import { canOpen } from '@shared/menu';
import { PATHS } from '@shared/paths';
import { TEMPLATE_PAGES } from '@shared/template-pages';
import { PRESENCE_TONES } from '@/components/presence-dot';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { initials } from '@/lib/initials';
import { useOwnChatStatus } from '@/lib/own-chat-status';
import { roleLabelKey } from '@/lib/role-label';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ColumnCard } from './column-card';

/** The template's profile page (/pages/profile): the signed-in user's card; the layout collapses the menu. */
export default function UserProfilePage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const status = useOwnChatStatus(user?.role ?? null);
  useDocumentTitle(t('profilePage.title'));
  if (!user) return null;
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const settingsPage = TEMPLATE_PAGES.find((page) => page.id === 'accountSettings');
  const role = t(roleLabelKey(user.role));
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR';
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
  const facts: Fact[] = [
    [UserRound, t('profilePage.name'), user.name],
    [ShieldCheck, t('profilePage.role'), role],
    [Languages, t('profilePage.language'), t(`language.${i18n.resolvedLanguage === 'en' ? 'en' : 'fr'}`)],
    [CircleCheck, t('profilePage.status'), t(`user.presence.${status}`)],
  ];

  return (
    <>
      <section className="card profile-cover-card" aria-labelledby="profile-name">
        <div className="profile-cover" aria-hidden="true" />
        <div className="profile-identity">
          <span className="avatar profile-avatar" aria-hidden="true">
            <span className="avatar-initials">{initials(user.name)}</span>
          </span>
          <div className="profile-identity-text">
            <h1 id="profile-name" className="page-title">
              {user.name}
            </h1>
            <p className="profile-meta">
              <span>
                <ShieldCheck size={16} aria-hidden="true" />
                {role}
              </span>
              <span>
                <CalendarDays size={16} aria-hidden="true" />
                {t('profilePage.today', { date: today })}
              </span>
            </p>
          </div>
          <span className={`badge rounded-pill text-bg-${PRESENCE_TONES[status]} profile-status`} data-testid="profile-status">
            {t(`user.presence.${status}`)}
          </span>
        </div>
      </section>
      <div className="row g-4 mt-0">
        <ColumnCard lg={4} titleId="profile-about">
          <h2 id="profile-about" className="profile-section-title">
            {t('profilePage.about')}
          </h2>
          <FactList facts={facts} className="profile-facts" />
        </ColumnCard>
        <ColumnCard lg={8} titleId="profile-demo">
          <h2 id="profile-demo" className="profile-section-title">
            {t('profilePage.demoTitle')}
          </h2>
          <p>{t('profilePage.demoText')}</p>
          <div className="d-flex flex-wrap gap-2">
            {canOpen(user.role, PATHS.profile) && (
              <Link to={PATHS.profile} className="btn btn-primary">
                <UserRoundPen size={16} aria-hidden="true" />
                {t('user.editProfile')}
              </Link>
            )}
            {settingsPage && canOpen(user.role, settingsPage.link) && (
              <Link to={settingsPage.link} className="btn btn-label-secondary">
                <Settings size={16} aria-hidden="true" />
                {settingsPage.title[lang]}
              </Link>
            )}
          </div>
        </ColumnCard>
      </div>
    </>
  );
}
