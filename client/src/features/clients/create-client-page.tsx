import './i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { MENU_ITEMS } from '@shared/menu';
import { CreateScreen } from '@/components/ui/create-screen';
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
  const list = MENU_ITEMS.clients.navLink;
  return (
    <CreateScreen
      title={t('clients.form.createTitle')}
      subtitle={t('clients.form.createSubtitle')}
      icon={<UserPlus size={22} />}
      back={{ to: list, label: t('clients.card.back') }}
    >
      <ClientForm
        me={user}
        canCreateMembers={writesMembers(user.role)}
        submitLabel={t('clients.form.submitCreate')}
        busyLabel={t('clients.form.creating')}
        onCancel={() => navigate(list)}
        onSubmit={async (input) => {
          const client = await createClient(input);
          showToast({ variant: 'success', key: 'clients.created' });
          navigate(clientCardPath(client.id));
        }}
      />
    </CreateScreen>
  );
}
