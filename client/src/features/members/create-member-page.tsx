import './members.css';
import './i18n';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { MENU_ITEMS } from '@shared/menu';
import { PageHeading } from '@/components/ui/page-heading';
import { showToast } from '@/lib/toast-store';
import { createMember } from './api/create-member';
import { MemberForm } from './components/member-form';

/** /app/member/createUser (admin): a new team member. */
export default function CreateMemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = MENU_ITEMS.members.navLink;
  return (
    <>
      <PageHeading
        title={t('members.form.createTitle')}
        subtitle={t('members.form.createSubtitle')}
        icon={<UserPlus size={22} />}
        actions={
          <Link to={list} className="btn btn-label-secondary">
            <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
            {t('members.form.back')}
          </Link>
        }
      />
      <section className="card create-member-card">
        <div className="card-body">
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
        </div>
      </section>
    </>
  );
}
