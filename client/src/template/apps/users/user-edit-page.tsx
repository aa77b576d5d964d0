import './i18n';
import './users.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserCog } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { PageHeading } from '@/components/ui/page-heading';
import { showToast } from '@/lib/toast-store';
import { updateTemplateUser } from './api/update-user';
import { UserForm } from './user-form';
import { useAskedUser } from './use-asked-user';
import { useUserPaths } from './user-paths';

/** /app/user/edit: the edit form of the user of `?id=` (the first one without it); a save opens their card. */
export default function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useUserPaths();
  const { user, pending } = useAskedUser();

  let body = pending;
  if (user) {
    body = (
      <section className="card user-edit-card" aria-label={t('templateUsers.editTitle')}>
        <div className="card-body">
          <UserForm
            key={`${user.id}-${user.updated_at}`}
            user={user}
            onCancel={() => navigate(paths.view(user.id))}
            onSave={async (patch) => {
              await updateTemplateUser(user.id, patch);
              showToast({ variant: 'success', key: 'templateUsers.saved' });
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
        title={t('templateUsers.editTitle')}
        subtitle={user?.name}
        icon={<UserCog size={22} />}
        actions={<BackLink to={user ? paths.view(user.id) : paths.list} label={t('business.back')} />}
      />
      {body}
    </>
  );
}
