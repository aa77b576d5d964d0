import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronLeft } from 'lucide-react';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { focusFirstInvalid } from '@/lib/form-checks';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface TemplateAuthField {
  id: string;
  type?: 'text' | 'email' | 'password';
  label: string;
  autoComplete: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** what is wrong with the value, shown once the form was sent */
  error: string | null;
}

interface TemplateAuthFormProps {
  /** i18n prefix of the page: `${page}.title`, `.subtitle`, `.submit`, `.demo` (the toast) */
  page: string;
  fields: TemplateAuthField[];
  /** errors of fields drawn by `extra` (a checkbox...) */
  otherErrors?: Array<string | null>;
  /** drawn before the form (the lock screen's avatar) */
  header?: ReactNode;
  /** drawn after the text fields, given whether the form was sent */
  extra?: (sent: boolean) => ReactNode;
  footer: ReactNode;
  /**
   * What sending the checked form really does (the register page calls the template's authentication);
   * true when it succeeded (the form starts afresh); without it, the page's demo toast says what a
   * real firm would do.
   */
  send?: () => Promise<boolean>;
  /** drawn above the fields (the outcome of `send`) */
  notice?: ReactNode;
}

/**
 * The template's sign-in side pages are demos: they check what is typed, focus the first field in
 * error, then say in a toast what a real firm would do.
 */
export function TemplateAuthForm({ page, fields, otherErrors = [], header, extra, footer, send, notice }: TemplateAuthFormProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${page}.title`));
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped when the server refused a field: the focus moves once that refusal is on screen
  // (a frame after the answer may still be before React has drawn it).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSent(true);
    if ([...fields.map((f) => f.error), ...otherErrors].some(Boolean)) return focusFirstInvalid(formRef.current);
    if (!send) return showToast({ variant: 'info', key: `${page}.demo` });
    if (busy) return;
    setBusy(true);
    void send().then((done) => {
      setBusy(false);
      if (done) setSent(false);
      // A field the server refused takes the focus (the page has put its message on it).
      else setRefusals((count) => count + 1);
    });
  };

  return (
    <AuthCard title={t(`${page}.title`)} subtitle={t(`${page}.subtitle`)}>
      {header}
      {notice}
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {fields.map(({ error, placeholder = '••••••••', ...field }, index) => (
          <TextField key={field.id} {...field} placeholder={placeholder} error={sent ? error : null} autoFocus={index === 0} />
        ))}
        {extra?.(sent)}
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {t(`${page}.submit`)}
        </button>
      </form>
      {footer}
    </AuthCard>
  );
}

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p className="auth-basic-alt">
      <Link to="/pages/login" className="auth-basic-back">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('authPages.backToLogin')}
      </Link>
    </p>
  );
}
