import './members.css';
import '@/components/ui/read-only-note.css';
import './i18n';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Briefcase, History, Info, Pencil, ScrollText, Trash2, UserPlus } from 'lucide-react';
import type { Member } from '@shared/schemas/members';
import type { Role } from '@shared/schemas/people';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { DisclosureCard } from '@/components/ui/disclosure-card';
import { TableSkeleton } from '@/components/ui/list-states';
import { ListScreen } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { useDeleteConfirm } from '@/components/ui/use-delete-confirm';
import { formatDate } from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import { initials } from '@/lib/initials';
import { latestRow } from '@/lib/latest-row';
import { roleLabelKey } from '@/lib/role-label';
import { useSession } from '@/lib/session';
import { deleteMember } from './api/delete-member';
import { useMembers } from './api/get-members';
import { MEMBER_SORTS, type MemberSort } from '@shared/schemas/members';
import { MemberAccess } from './components/member-access';
import { MemberForm } from './components/member-form';
import { PATHS } from '@shared/paths';
import { writesMembers } from '@shared/policies';

const TABLE = { sorts: MEMBER_SORTS, defaultSort: 'name', defaultOrder: 'asc' } as const;
const ROLE_TONES: Partial<Record<Role, string>> = { admin: 'danger', Consultant: 'primary', Expert: 'info', Client: 'success', 'Ancient Client': 'secondary' };

/** A member's history from the journal: the route gives it (app/composed-screens.tsx), its data asked for when shown. */
export type MemberHistory = ComponentType<{ memberId: number }>;

/**
 * /app/member/memberslist: admin manages the team (and opens the journal from here), Consultant reads
 * it; a member's history is in the admin's member dialog, and opens from the member's name for the Consultant.
 */
export default function MembersPage({ history: MemberHistory }: { history: MemberHistory }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = writesMembers(user?.role);
  const table = useUrlState(TABLE);
  const query = useMembers({ q: table.q, sort: table.sort, order: table.order, page: table.page, perPage: table.perPage });
  const [editing, setEditing] = useState<Member | null>(null);
  const [reading, setReading] = useState<Member | null>(null);
  const deletion = useDeleteConfirm<Member>({
    text: (member) => t('members.deleteConfirm', { name: member.name }),
    remove: deleteMember,
    doneKey: 'members.deleted',
  });
  const isSelf = (member: Member) => String(member.id) === String(user?.id);

  const header = (sort: MemberSort) => ({ key: sort, sort, header: t(`members.columns.${sort}`) });
  const columns: Array<Column<Member, MemberSort>> = [
    {
      ...header('name'),
      cell: (member) => (
        <span className="person-cell">
          <span className="avatar avatar-sm" aria-hidden="true">
            {initials(member.name)}
          </span>
          <span className="person-cell-text">
            <span className="cell-strong">
              {isAdmin ? (
                <button type="button" className="link-button" onClick={() => setEditing(member)} aria-label={t('members.editNamed', { name: member.name })}>
                  {member.name}
                </button>
              ) : (
                <button type="button" className="link-button" onClick={() => setReading(member)} aria-label={t('members.historyOf', { name: member.name })}>
                  {member.name}
                </button>
              )}
              {isSelf(member) && <span className="badge badge-soft tone-primary ms-2">{t('members.you')}</span>}
            </span>
          </span>
        </span>
      ),
    },
    {
      ...header('email'),
      cell: (member) => (
        <a className="cell-link" href={`mailto:${member.email}`}>
          {member.email}
        </a>
      ),
    },
    {
      ...header('role'),
      cell: (member) => <span className={`badge badge-soft tone-${(member.role && ROLE_TONES[member.role]) ?? 'secondary'}`}>{t(roleLabelKey(member.role))}</span>,
    },
    { ...header('createdAt'), cell: (member) => formatDate(member.createdAt) },
  ];
  const historyOf = (member: Member) => (
    <Suspense fallback={<TableSkeleton rows={4} columns={3} />}>
      <MemberHistory memberId={member.id} />
    </Suspense>
  );
  const actions = (member: Member) => (
    <span className="row-actions">
      <button type="button" className="btn-icon" title={t('business.edit')} aria-label={t('members.editNamed', { name: member.name })} onClick={() => setEditing(member)}>
        <Pencil size={18} aria-hidden="true" />
      </button>
      {isSelf(member) ? (
        <span className="btn-icon-spacer" aria-hidden="true" />
      ) : (
        <button type="button" className="btn-icon btn-icon-danger" title={t('business.delete')} aria-label={t('members.deleteNamed', { name: member.name })} onClick={() => deletion.ask(member)}>
          <Trash2 size={18} aria-hidden="true" />
        </button>
      )}
    </span>
  );

  return (
    <>
      <PageHeading
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        icon={<Briefcase size={22} />}
        actions={
          isAdmin ? (
            <>
              <Link to={PATHS.journal} className="btn btn-label-primary" data-testid="open-journal">
                <ScrollText size={18} aria-hidden="true" />
                {t('members.journal')}
              </Link>
              <Link to={PATHS.createMember} className="btn btn-primary">
                <UserPlus size={18} aria-hidden="true" />
                {t('members.add')}
              </Link>
            </>
          ) : undefined
        }
      />
      {!isAdmin && (
        <p className="read-only-note" data-testid="members-read-only">
          <Info size={16} aria-hidden="true" />
          {t('members.readOnly')}
        </p>
      )}
      <ListScreen state={table} query={query} label={t('members.listLabel')} searchId="members-search" columns={4} idPrefix="members"
        empty={{ title: t('members.emptyTitle'), text: t('members.emptyText') }}
      >
        {(members) => (
          <DataTable rows={members} columns={columns} label={t('members.listLabel')} testId="members-table" sorting={table}
            rowProps={() => ({ 'data-testid': 'member-row' })}
            actions={isAdmin ? actions : undefined}
          />
        )}
      </ListScreen>
      {isAdmin && (
        <Dialog show={editing !== null} onHide={() => setEditing(null)} size="lg" titleId="member-edit-title" title={t('members.editTitle')} className="business-modal">
            {editing && (
              <>
                <MemberForm
                  key={editing.id}
                  member={latestRow(query.data?.items, editing)}
                  submitLabel={t('business.save')}
                  busyLabel={t('business.saving')}
                  onCancel={() => setEditing(null)}
                  onSaved={() => setEditing(null)}
                />
                <MemberAccess key={`access-${editing.id}`} member={latestRow(query.data?.items, editing)} self={isSelf(editing)} />
                <DisclosureCard plain title={t('members.history')} icon={History} showLabel={t('members.showHistory')} hideLabel={t('members.hideHistory')} testId="member-history">
                  {historyOf(editing)}
                </DisclosureCard>
              </>
            )}
        </Dialog>
      )}
      <Dialog show={reading !== null} onHide={() => setReading(null)} size="lg" titleId="member-history-title" title={reading ? t('members.historyOf', { name: reading.name }) : ''} className="business-modal" testId="member-history-dialog">
        {reading && historyOf(reading)}
      </Dialog>
      {deletion.dialog}
    </>
  );
}
