import './members.css';
import './i18n';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Briefcase, Info, Pencil, Trash2, UserPlus } from 'lucide-react';
import type { Member, Role } from '@shared/types';
import { ConfirmDialog } from '@/components/business/confirm-dialog';
import { formatDate } from '@/components/business/format';
import { ErrorState, ListEmptyState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { PaginationBar } from '@/components/business/pagination-bar';
import { SearchBox } from '@/components/business/search-box';
import { SortHeader } from '@/components/business/sort-header';
import { useTableState } from '@/components/business/use-table-state';
import { toastForError } from '@/lib/error-toast';
import { initials } from '@/lib/initials';
import { roleLabelKey } from '@/lib/role-label';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { deleteMember } from './api/delete-member';
import { MEMBER_SORTS, useMembers, type MemberSort } from './api/get-members';
import { updateMember } from './api/update-member';
import { MemberForm } from './components/member-form';
import { PATHS } from '@shared/paths';
import { writesMembers } from '@shared/policies';

const TABLE = { sorts: MEMBER_SORTS, defaultSort: 'name', defaultOrder: 'asc' } as const;
const ROLE_TONES: Partial<Record<Role, string>> = { admin: 'danger', Consultant: 'primary', Expert: 'info', Client: 'success', 'Ancient Client': 'secondary' };

/** /app/member/memberslist: admin manages the team, Consultant reads it. */
export default function MembersPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = writesMembers(user?.role);
  const table = useTableState(TABLE);
  const { data, error, isLoading, mutate } = useMembers({ q: table.q, sort: table.sort, order: table.order, page: table.page, perPage: table.perPage });
  const [editing, setEditing] = useState<Member | null>(null);
  const [toDelete, setToDelete] = useState<Member | null>(null);

  const header = (column: MemberSort) => <SortHeader column={column} label={t(`members.columns.${column}`)} sort={table.sort} order={table.order} onSort={table.setSort} />;

  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || isLoading) body = <TableSkeleton columns={4} />;
  else if (data.items.length === 0)
    body = (
      <ListEmptyState q={table.q} onClearSearch={() => table.setSearch('')} title={t('members.emptyTitle')} text={t('members.emptyText')} />
    );
  else
    body = (
      <>
        <div className="table-responsive">
          <table className="table table-hover business-table" aria-label={t('members.listLabel')} data-testid="members-table">
            <thead>
              <tr>
                {header('name')}
                {header('email')}
                {header('role')}
                {header('createdAt')}
                {isAdmin && (
                  <th scope="col" className="text-end">
                    <span className="visually-hidden">{t('business.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((member) => {
                const self = String(member.id) === String(user?.id);
                return (
                  <tr key={member.id} data-testid="member-row">
                    <td>
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
                              member.name
                            )}
                            {self && <span className="badge badge-soft tone-primary ms-2">{t('members.you')}</span>}
                          </span>
                        </span>
                      </span>
                    </td>
                    <td>
                      <a className="cell-link" href={`mailto:${member.email}`}>
                        {member.email}
                      </a>
                    </td>
                    <td>
                      <span className={`badge badge-soft tone-${(member.role && ROLE_TONES[member.role]) ?? 'secondary'}`}>{t(roleLabelKey(member.role))}</span>
                    </td>
                    <td>{formatDate(member.createdAt)}</td>
                    {isAdmin && (
                      <td className="text-end">
                        <span className="row-actions">
                          <button type="button" className="btn-icon" title={t('business.edit')} aria-label={t('members.editNamed', { name: member.name })} onClick={() => setEditing(member)}>
                            <Pencil size={18} aria-hidden="true" />
                          </button>
                          {self ? (
                            <span className="btn-icon-spacer" aria-hidden="true" />
                          ) : (
                            <button type="button" className="btn-icon btn-icon-danger" title={t('business.delete')} aria-label={t('members.deleteNamed', { name: member.name })} onClick={() => setToDelete(member)}>
                              <Trash2 size={18} aria-hidden="true" />
                            </button>
                          )}
                        </span>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <PaginationBar page={table.page} perPage={table.perPage} total={data.total} onPage={table.setPage} onPerPage={table.setPerPage} idPrefix="members" />
      </>
    );

  return (
    <>
      <PageHeading
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        icon={<Briefcase size={22} />}
        actions={
          isAdmin ? (
            <Link to={PATHS.createMember} className="btn btn-primary">
              <UserPlus size={18} aria-hidden="true" />
              {t('members.add')}
            </Link>
          ) : undefined
        }
      />
      {!isAdmin && (
        <p className="read-only-note" data-testid="members-read-only">
          <Info size={16} aria-hidden="true" />
          {t('members.readOnly')}
        </p>
      )}
      <section className="card list-card" aria-label={t('members.listLabel')}>
        <div className="list-toolbar">
          <SearchBox value={table.q} onSearch={table.setSearch} id="members-search" />
        </div>
        <div aria-busy={isLoading}>{body}</div>
      </section>
      {isAdmin && (
        <Modal show={editing !== null} onHide={() => setEditing(null)} centered size="lg" aria-labelledby="member-edit-title" className="business-modal">
          <Modal.Header closeButton closeLabel={t('business.close')}>
            <Modal.Title as="h2" id="member-edit-title" className="h5">
              {t('members.editTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {editing && (
              <MemberForm
                key={editing.id}
                member={editing}
                submitLabel={t('business.save')}
                busyLabel={t('business.saving')}
                onCancel={() => setEditing(null)}
                onSubmit={async (input) => {
                  await updateMember(editing.id, input);
                  showToast({ variant: 'success', key: 'business.saved' });
                  setEditing(null);
                }}
              />
            )}
          </Modal.Body>
        </Modal>
      )}
      <ConfirmDialog
        show={toDelete !== null}
        text={t('members.deleteConfirm', { name: toDelete?.name ?? '' })}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteMember(toDelete.id);
            showToast({ variant: 'success', key: 'members.deleted' });
          } catch (err) {
            toastForError(err);
          }
        }}
      />
    </>
  );
}
