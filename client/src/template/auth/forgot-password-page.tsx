import '@/i18n/shell-resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@/lib/form-checks';
import { BackToLogin, TemplateAuthForm } from './template-auth-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  return (
    <TemplateAuthForm
      page="authPages.forgot"
      fields={[
        {
          id: 'forgot-email', type: 'email', label: t('login.email'), autoComplete: 'email', placeholder: t('login.emailPlaceholder'),
          value: email, onChange: setEmail, error: isEmail(email) ? null : t('authPages.errors.email'),
        },
      ]}
      footer={<BackToLogin />}
    />
  );
}
