import './i18n';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import '@/template/kit/icon-facts.css';
import './users.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BadgeCheck, Baby, Building2, Cake, CalendarClock, CalendarPlus, CircleAlert, Hash, Heart, House, IdCard, Mail, Pencil, Phone, Smartphone, UserRound,
} from 'lucide-react';
import type { TemplateUser, PersonalInformations } from '@shared/schemas/template-users';
import { BackLink } from '@/components/ui/back-link';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { EmptyState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format';
import { useAskedUser } from './use-asked-user';
import { useUserPaths } from './user-paths';
import { ROLE_TONES } from './user-tones';

/** Whole years from a 'YYYY-MM-DD' birth date to today. */
function ageOf(birth: string): number {
  const [y, m, d] = birth.split('-').map(Number);
  const now = new Date();
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0);
}

function addressLines(street: string, zip: string, city: string, country: string): string[] {
  return [street, [zip, city].filter(Boolean).join(' '), country].filter((line) => line.trim() !== '');
}

function Address({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <span className="text-body-secondary">{t('business.none')}</span>;
  return (
    <address className="mb-0">
      {lines.map((line) => (
        <span key={line} className="d-block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The user's own card: who, which account, since when. */
function UserSummary({ user }: { user: TemplateUser }) {
  const { t } = useTranslation();
  const paths = useUserPaths();
  const p = user.personal_informations;
  return (
    <section className="card user-summary" aria-label={user.name} data-testid="user-summary">
      <div className="card-body">
        <div className="person-card-head">
          <InitialsAvatar name={user.name} size="xl" />
          <p className="user-summary-name">
            {p?.civility ? `${t(`business.civilities.${p.civility}`)} ` : ''}
            {user.name}
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <span className={`badge badge-soft tone-${ROLE_TONES[user.role]}`}>{t(`templateUsers.roles.${user.role}`)}</span>
            <span className={`badge badge-soft tone-${user.valid_account ? 'success' : 'secondary'}`} data-testid="user-status">
              {t(`templateUsers.statuses.${user.valid_account ? 'valid' : 'invalid'}`)}
            </span>
          </div>
        </div>
        <FactList
          className="icon-facts user-facts"
          facts={[
            [Hash, t('templateUsers.id'), user.id],
            [Mail, t('templateUsers.email'), <a href={`mailto:${user.email}`}>{user.email}</a>],
            [
              user.email_verified_at ? BadgeCheck : CircleAlert,
              t('templateUsers.emailVerifiedAt'),
              user.email_verified_at ? formatDate(user.email_verified_at) : <span className="user-verified tone-warning">{t('templateUsers.notVerified')}</span>,
            ],
            [CalendarPlus, t('templateUsers.createdAt'), formatDate(user.created_at)],
            [CalendarClock, t('templateUsers.updatedAt'), formatDate(user.updated_at)],
          ]}
        />
        <Link to={paths.edit(user.id)} className="btn btn-primary w-100 mt-4">
          <Pencil size={16} aria-hidden="true" />
          {t('templateUsers.editAction')}
        </Link>
      </div>
    </section>
  );
}

function PersonalCards({ user, personal: p }: { user: TemplateUser; personal: PersonalInformations }) {
  const { t } = useTranslation();
  const none = <span className="text-body-secondary">{t('business.none')}</span>;
  const phone = (number: string) => (number ? <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a> : none);
  const facts: Fact[] = [
    [IdCard, t('templateUsers.fields.civility'), t(`business.civilities.${p.civility}`)],
    [UserRound, t('templateUsers.fields.first_name'), p.first_name || none],
    [UserRound, t('templateUsers.fields.last_name'), p.last_name || none],
    [Cake, t('templateUsers.fields.birth_date'), p.birth_date ? `${formatDate(p.birth_date)} (${t('templateUsers.age', { count: ageOf(p.birth_date) })})` : none],
    [Heart, t('templateUsers.fields.martial_status'), t(`templateUsers.marital.${p.martial_status}`)],
    [Baby, t('templateUsers.fields.children_number'), t('templateUsers.children', { count: p.children_number })],
    [Smartphone, t('templateUsers.fields.mobile_number'), phone(p.mobile_number)],
    [Phone, t('templateUsers.fields.office_number'), phone(p.office_number)],
  ];
  return (
    <>
      <SectionCard titleId={`user-${user.id}-personal`} title={t('templateUsers.personal')} icon={UserRound} testId="user-personal">
        <FactList className="icon-facts user-facts user-facts-2" facts={facts} />
      </SectionCard>
      <div className="user-addresses">
        <SectionCard titleId={`user-${user.id}-home`} title={t('templateUsers.personalAddress')} icon={House} testId="user-home">
          <Address lines={addressLines(p.personal_address, p.personal_zip_code, p.personal_city, p.personal_country)} />
        </SectionCard>
        <SectionCard titleId={`user-${user.id}-society`} title={t('templateUsers.societyAddress')} icon={Building2} testId="user-society">
          <Address lines={addressLines(p.society_address, p.society_zip_code, p.society_city, p.society_country)} />
        </SectionCard>
      </div>
    </>
  );
}

/** /app/user/view and /pages/user/view: the card of the user of `?id=` (the first one without it). */
export default function UserViewPage() {
  const { t } = useTranslation();
  const paths = useUserPaths();
  const { user, pending } = useAskedUser();

  let body = pending;
  if (user) {
    body = (
      <div className="user-view" data-testid="user-view">
        <UserSummary user={user} />
        <div className="user-view-main">
          {user.personal_informations ? (
            <PersonalCards user={user} personal={user.personal_informations} />
          ) : (
            <div className="card">
              <EmptyState icon={<UserRound size={28} />} title={t('templateUsers.noPersonal')} text={t('templateUsers.noPersonalText')}
                action={
                  <Link to={paths.edit(user.id)} className="btn btn-sm btn-primary">
                    <Pencil size={14} aria-hidden="true" />
                    {t('templateUsers.addPersonal')}
                  </Link>
                }
              />
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeading
        title={user ? user.name : t('templateUsers.viewTitle')}
        subtitle={user ? t('templateUsers.viewTitle') : undefined}
        icon={<UserRound size={22} />}
        actions={<BackLink to={paths.list} label={t('templateUsers.backToList')} />}
      />
      {body}
    </>
  );
}
