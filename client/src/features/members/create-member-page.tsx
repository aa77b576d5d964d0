import './members.css';
import './i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { MENU_ITEMS } from '@shared/menu';
import { CreateScreen } from '@/components/ui/create-screen';
import { showToast } from '@/lib/toast-store';
import { createMember } from './api/create-member';
import { MemberForm } from './components/member-form';

/** /app/member/createUser (admin): a new team member. */
export default function CreateMemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = MENU_ITEMS.members.navLink;
  return (
    <CreateScreen
      title={t('members.form.createTitle')}
      subtitle={t('members.form.createSubtitle')}
      icon={<UserPlus size={22} />}
      back={{ to: list, label: t('members.form.back') }}
      cardClassName="create-member-card"
    >
      <MemberForm
        submitLabel={t('members.form.submit')}
        busyLabel={t('members.form.creating')}
        onCancel={() => navigate(list)}
        onSubmit={async (input) => {
          await createMember({ ...input, password: input.password ?? '' });
          showToast({ variant: 'success', key: 'members.created' });
          navigate(list);
        }}
      />
    </CreateScreen>
  );
}
