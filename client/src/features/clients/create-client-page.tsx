import './i18n';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { MENU_ITEMS } from '@shared/menu';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { createClient } from './api/create-client';
import { clientCardPath } from '@shared/paths';
import { ClientForm } from './components/client-form';
import { writesMembers } from '@shared/policies';

/** /app/user/createUser: a new client account. */
export default function CreateClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeading
        title={t('clients.form.createTitle')}
        subtitle={t('clients.form.createSubtitle')}
        icon={<UserPlus size={22} />}
        actions={
          <Link to={MENU_ITEMS.clients.navLink} className="btn btn-label-secondary">
            <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
            {t('clients.card.back')}
          </Link>
        }
      />
      <section className="card">
        <div className="card-body">
          <ClientForm
            me={user}
            canCreateMembers={writesMembers(user.role)}
            submitLabel={t('clients.form.submitCreate')}
            busyLabel={t('clients.form.creating')}
            onCancel={() => navigate(MENU_ITEMS.clients.navLink)}
            onSubmit={async (input) => {
              const client = await createClient(input);
              showToast({ variant: 'success', key: 'clients.created' });
              navigate(clientCardPath(client.id));
            }}
          />
        </div>
      </section>
    </>
  );
}
