import './i18n';
import './users.css';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { UserCog, UserX } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState, ErrorState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDemoUser } from './api/get-user';
import { useDemoUsers } from './api/get-users';
import { updateDemoUser } from './api/update-user';
import { UserForm } from './user-form';
import { idParam, useUserPaths } from './user-paths';

/** /app/user/edit: the edit form of the user of `?id=` (the first one without it); a save opens their card. */
export default function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = useUserPaths();
  const asked = idParam(params);
  const list = useDemoUsers();
  const id = asked ?? list.data?.[0]?.id ?? null;
  const { data: user, error, mutate } = useDemoUser(id);
  const missing = error instanceof ApiError && error.status === 404;

  let body;
  if (missing) {
    body = (
      <div className="card">
        <EmptyState icon={<UserX size={28} />} title={t('demoUsers.notFoundTitle')} text={t('demoUsers.notFoundText', { id: params.get('id') ?? '' })}
          action={<BackLink to={paths.list} label={t('demoUsers.backToList')} className="btn btn-sm btn-label-primary" />}
        />
      </div>
    );
  } else if (error || (asked === null && list.error)) {
    body = (
      <div className="card">
        <ErrorState error={error ?? list.error} onRetry={() => void (error ? mutate() : list.mutate())} />
      </div>
    );
  } else if (!user) {
    body = <div className="card user-loading" aria-busy="true" aria-label={t('business.loading')} />;
  } else {
    body = (
      <section className="card user-edit-card" aria-label={t('demoUsers.editTitle')}>
        <div className="card-body">
          <UserForm
            key={`${user.id}-${user.updated_at}`}
            user={user}
            onCancel={() => navigate(paths.view(user.id))}
            onSave={async (patch) => {
              await updateDemoUser(user.id, patch);
              showToast({ variant: 'success', key: 'demoUsers.saved' });
              navigate(paths.view(user.id));
            }}
          />
        </div>
      </section>
    );
  }

  return (
    <>
      <PageHeading
        title={t('demoUsers.editTitle')}
        subtitle={user?.name}
        icon={<UserCog size={22} />}
        actions={<BackLink to={user ? paths.view(user.id) : paths.list} label={t('business.back')} />}
      />
      {body}
    </>
  );
}
