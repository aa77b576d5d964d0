import './i18n';
import './profile.css';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CalendarClock, CalendarDays, FolderOpen, ListChecks, Lock, Mail, MonitorSmartphone, NotebookPen, Phone, ShieldCheck, UserRound } from 'lucide-react';
import { formatDate, today } from '@/lib/format';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionCard } from '@/components/ui/section-card';
import { TabLinks } from '@/components/ui/tab-links';
import { initials } from '@/lib/initials';
import { roleLabelKey } from '@/lib/role-label';
import { useSession } from '@/lib/session';
import { useProfile } from './api/get-profile';
import { PasswordForm } from '@/components/forms/password-form';
import { ProfileNotes } from './components/profile-notes';
import { SecurityPanel } from '@/components/security/security-panel';
import { PATHS } from '@shared/paths';
import { isStaff } from '@shared/policies';
import { hasPermission, MENU_ITEMS } from '@shared/menu';

/** The documents card's list, drawn by the documents area (composed by the route, app/composed-screens.tsx). */
export type ProfileDocuments = ComponentType<{ userId: number | string | null }>;

/** /app/profile: the user's card, notes, documents and (staff) next tasks; the Sécurité tab changes the password and shows the open sessions and recent sign-ins. */
export default function ProfilePage({ documents: DocumentsPanel }: { documents: ProfileDocuments }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'security' ? 'security' : 'account';
  const { data: profile, error, mutate } = useProfile();
  const staff = isStaff(user?.role);
  // Tasks are the staff's: a role without their area (a client) has no next tasks to show.
  const seesTasks = hasPermission(user?.role ?? null, MENU_ITEMS.tasks);
  const todayIso = today();

  const heading = <PageHeading title={t('profile.title')} subtitle={t('profile.subtitle')} icon={<UserRound size={22} />} />;
  if (!profile) {
    return (
      <>
        {heading}
        <section className="card">{error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <TableSkeleton rows={5} columns={3} />}</section>
      </>
    );
  }

  /** A card's link to the whole list on its own screen. */
  const seeAll = (to: string, label: string) => (
    <Link to={to} className="btn btn-sm btn-label-primary">
      {label}
    </Link>
  );
  const none = t('business.none');
  const details: Fact[] = [
    [Mail, t('profile.email'), profile.email || none],
    [CalendarDays, t('profile.birthDate'), formatDate(profile.birthDate) || none],
    [UserRound, t('profile.expert'), profile.expertName ?? none],
    [Phone, t('profile.phone'), profile.phone || none],
  ];

  return (
    <>
      {heading}
      <div className="profile-layout">
        <section className="card profile-card" aria-labelledby="profile-name">
          <div className="card-body">
            <div className="person-card-head profile-card-head">
              <span className="avatar avatar-xl" aria-hidden="true">
                {initials(profile.name)}
              </span>
              <h2 className="h5 mb-0" id="profile-name">
                {profile.name}
              </h2>
              <span className="badge badge-soft tone-primary">{t(roleLabelKey(profile.role))}</span>
            </div>
            <h3 className="profile-card-subtitle">{t('profile.details')}</h3>
            <FactList facts={details} className="profile-details" testId="profile-details" />
          </div>
        </section>
        <div className="profile-main">
          <TabLinks
            label={t('profile.tabs')}
            current={tab}
            tabs={[
              { id: 'account', to: '?', icon: UserRound, label: t('profile.account') },
              { id: 'security', to: '?tab=security', icon: Lock, label: t('profile.security') },
            ]}
          />
          {tab === 'security' ? (
            <div className="profile-sections">
              <SectionCard titleId="password-title" title={t('profile.passwordTitle')} icon={ShieldCheck}>
                <p className="text-body-secondary">{t('profile.passwordText')}</p>
                <PasswordForm guardLeaving />
              </SectionCard>
              <SectionCard titleId="devices-title" title={t('profile.devicesTitle')} icon={MonitorSmartphone} testId="profile-security">
                <p className="text-body-secondary">{t('profile.devicesText')}</p>
                <SecurityPanel headingLevel={3} />
              </SectionCard>
            </div>
          ) : (
            <div className="profile-sections">
              <SectionCard titleId="profile-notes-title" title={t('profile.notes')} icon={NotebookPen}>
                <ProfileNotes profile={profile} />
              </SectionCard>
              {seesTasks && (
                <SectionCard titleId="profile-tasks-title" title={t('profile.nextTasks')} icon={ListChecks} actions={seeAll(PATHS.tasks, t('profile.allTasks'))}>
                  {profile.nextTasks.length === 0 ? (
                    <EmptyState icon={<ListChecks size={28} />} title={t('profile.noTasks')} text={t('profile.noTasksText')} />
                  ) : (
                    <ul className="profile-tasks" data-testid="profile-tasks">
                      {profile.nextTasks.slice(0, 5).map((task) => (
                        <li key={task.id}>
                          <span className="icon-tile profile-task-icon" aria-hidden="true">
                            <CalendarClock size={16} />
                          </span>
                          <div className="min-w-0">
                            <p className="profile-task-title">{task.title}</p>
                            <small className={task.dueDate !== null && task.dueDate < todayIso ? 'text-danger' : undefined}>
                              {task.dueDate ? t('profile.due', { date: formatDate(task.dueDate) }) : t('profile.noDate')}
                              {task.customerName ? ` · ${task.customerName}` : ''}
                            </small>
                          </div>
                          {task.type && <span className="badge badge-soft tone-info ms-auto">{t(`business.taskTypes.${task.type}`)}</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </SectionCard>
              )}
              <SectionCard titleId="profile-docs-title" title={t('profile.documents')} icon={FolderOpen} actions={seeAll(PATHS.documents, t('profile.allDocuments'))}>
                <Suspense fallback={<TableSkeleton rows={3} columns={3} />}>
                  <DocumentsPanel userId={staff ? profile.id : null} />
                </Suspense>
              </SectionCard>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
