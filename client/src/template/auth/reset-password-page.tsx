import '@/i18n/shell-resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@/lib/form-checks';
import { BackToLogin, TemplateAuthForm } from './template-auth-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <TemplateAuthForm
      page="authPages.reset"
      fields={[
        {
          id: 'reset-password', type: 'password', label: t('authPages.fields.newPassword'), autoComplete: 'new-password',
          value: password, onChange: setPassword,
          error: password.length >= MIN_PASSWORD_LENGTH ? null : t('authPages.errors.password', { min: MIN_PASSWORD_LENGTH }),
        },
        {
          id: 'reset-confirm', type: 'password', label: t('authPages.fields.confirmPassword'), autoComplete: 'new-password',
          value: confirm, onChange: setConfirm, error: confirm && confirm === password ? null : t('authPages.errors.confirm'),
        },
      ]}
      footer={<BackToLogin />}
    />
  );
}
