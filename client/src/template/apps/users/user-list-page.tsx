import './i18n';
import './users.css';
import '@/components/ui/read-only-note.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BadgeCheck, CircleAlert, Eye, Info, Pencil, Users } from 'lucide-react';
import { TEMPLATE_USER_ROLES, type TemplateUser } from '@shared/schemas/template-users';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { DataTable, NoneText, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListScreen } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { formatDate } from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import { useTemplateUsers } from './api/get-users';
import { filterUsers, STATUS_VALUES, USER_TABLE, VERIFIED_VALUES, type UserSort } from './user-filters';
import { useUserPaths } from './user-paths';
import { ROLE_TONES } from './user-tones';

/** /app/user/list and /pages/user/list: the sample users, filtered, searched, sorted and paged in the URL. */
export default function UserListPage() {
  const { t } = useTranslation();
  const table = useUrlState(USER_TABLE);
  const paths = useUserPaths();
  const { data: users, error, isLoading, mutate } = useTemplateUsers();
  const { role, status, verified } = table.filters;

  const kept = useMemo(
    () => (users ? filterUsers(users, { q: table.q, role, status, verified, sort: table.sort, order: table.order }) : undefined),
    [users, table.q, role, status, verified, table.sort, table.order],
  );
  const lastPage = kept ? Math.max(1, Math.ceil(kept.length / table.perPage)) : 1;
  const page = Math.min(table.page, lastPage);
  const query = {
    data: kept && { items: kept.slice((page - 1) * table.perPage, page * table.perPage), total: kept.length },
    error,
    isLoading,
    mutate,
  };
  const filtered = role !== null || status !== null || verified !== null;

  const header = (key: string, sort?: UserSort) => ({ key, sort, header: t(`templateUsers.columns.${key}`) });
  const columns: Array<Column<TemplateUser, UserSort>> = [
    {
      ...header('name', 'name'),
      cell: (user) => (
        <span className="person-cell">
          <InitialsAvatar name={user.name} size="sm" />
          <span className="person-cell-text">
            <Link to={paths.view(user.id)} className="cell-strong cell-link" data-testid="user-link">
              {user.name}
            </Link>
            <small>{user.email}</small>
          </span>
        </span>
      ),
    },
    {
      ...header('role', 'role'),
      cell: (user) => <span className={`badge badge-soft tone-${ROLE_TONES[user.role]}`}>{t(`templateUsers.roles.${user.role}`)}</span>,
    },
    {
      ...header('status'),
      cell: (user) => (
        <span className={`badge badge-soft tone-${user.valid_account ? 'success' : 'secondary'}`} data-testid="user-status">
          {t(`templateUsers.statuses.${user.valid_account ? 'valid' : 'invalid'}`)}
        </span>
      ),
    },
    {
      ...header('verified'),
      cell: (user) =>
        user.email_verified_at ? (
          <span className="user-verified tone-success">
            <BadgeCheck size={16} aria-hidden="true" />
            {t('templateUsers.verifiedValues.yes')}
          </span>
        ) : (
          <span className="user-verified tone-warning">
            <CircleAlert size={16} aria-hidden="true" />
            {t('templateUsers.verifiedValues.no')}
          </span>
        ),
    },
    { ...header('city'), cellClassName: 'text-nowrap', cell: (user) => user.personal_informations?.personal_city || <NoneText /> },
    { ...header('created_at', 'created_at'), cellClassName: 'text-nowrap', cell: (user) => formatDate(user.created_at) },
  ];
  const actions = (user: TemplateUser) => (
    <span className="row-actions">
      <Link to={paths.view(user.id)} className="btn-icon" title={t('business.view')} aria-label={t('templateUsers.view', { name: user.name })}>
        <Eye size={18} aria-hidden="true" />
      </Link>
      <Link to={paths.edit(user.id)} className="btn-icon" title={t('business.edit')} aria-label={t('templateUsers.edit', { name: user.name })}>
        <Pencil size={18} aria-hidden="true" />
      </Link>
    </span>
  );

  return (
    <>
      <PageHeading title={t('templateUsers.listTitle')} subtitle={t('templateUsers.listSubtitle')} icon={<Users size={22} />} />
      <p className="read-only-note">
        <Info size={16} aria-hidden="true" />
        {t('templateUsers.demoNote')}
      </p>
      <ListScreen
        state={{ ...table, page }}
        query={query}
        label={t('templateUsers.listLabel')}
        searchId="users-search"
        idPrefix="users"
        columns={7}
        toolbar={
          <div className="users-filters" role="group" aria-label={t('templateUsers.filters')}>
            <FilterSelect id="users-role" label={t('templateUsers.role')} allLabel={t('templateUsers.allRoles')} values={TEMPLATE_USER_ROLES}
              labelOf={(value) => t(`templateUsers.roles.${value}`)} value={role} onValue={(value) => table.setFilter('role', value)}
            />
            <FilterSelect id="users-status" label={t('templateUsers.status')} allLabel={t('templateUsers.allStatuses')} values={STATUS_VALUES}
              labelOf={(value) => t(`templateUsers.statuses.${value}`)} value={status} onValue={(value) => table.setFilter('status', value)}
            />
            <FilterSelect id="users-verified" label={t('templateUsers.verified')} allLabel={t('templateUsers.allVerified')} values={VERIFIED_VALUES}
              labelOf={(value) => t(`templateUsers.verifiedValues.${value}`)} value={verified} onValue={(value) => table.setFilter('verified', value)}
            />
          </div>
        }
        empty={{
          title: t('templateUsers.emptyTitle'),
          text: t('templateUsers.emptyText'),
          action: filtered ? (
            <button type="button" className="btn btn-sm btn-label-primary" onClick={() => table.clearFilters(['role', 'status', 'verified'])}>
              {t('templateUsers.clearFilters')}
            </button>
          ) : undefined,
        }}
      >
        {(rows) => (
          <DataTable rows={rows} columns={columns} label={t('templateUsers.listLabel')} testId="users-table" sorting={table} actions={actions}
            rowProps={() => ({ 'data-testid': 'user-row' })}
          />
        )}
      </ListScreen>
    </>
  );
}
