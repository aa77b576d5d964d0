import { useTranslation } from 'react-i18next';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { InputField, type InputFieldProps } from './input-field';
import type { EmailCheck } from './use-email-check';
import '@/components/ui/i18n';

/**
 * An e-mail address field. With `check` (useEmailCheck: is the address free?), the hint says
 * while the BFF is asked and when the address is free; a taken one is the form's error. The
 * input is always of type email.
 */
export function EmailField({ check = 'idle', hint, ...props }: InputFieldProps & { check?: EmailCheck }) {
  const { t } = useTranslation();
  const checkHint =
    check === 'checking' ? (
      <span className="d-inline-flex align-items-center gap-1">
        <LoaderCircle size={14} className="spin" aria-hidden="true" />
        {t('business.checkingEmail')}
      </span>
    ) : check === 'free' ? (
      <span className="d-inline-flex align-items-center gap-1 text-success-emphasis">
        <CircleCheck size={14} aria-hidden="true" />
        {t('business.emailFree')}
      </span>
    ) : undefined;
  return <InputField {...props} hint={checkHint ?? hint} type="email" />;
}
