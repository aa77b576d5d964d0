import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { passwordProblems } from '@shared/validation';
import { FormField } from '@/components/business/form-field';
import { UnsavedChangesGuard } from '@/components/money/unsaved-changes';
import { PasswordRules } from '@/components/business/password-rules';
import { EMAIL_PATTERN, useEmailCheck } from '@/components/business/use-email-check';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { roleLabelKey } from '@/lib/role-label';
import type { MemberInput } from '@/features/members/api/create-member';
import { GRANTABLE_ROLES } from '@shared/policies';
import type { Member } from '@shared/schemas/members';
import type { Role } from '@shared/schemas/people';

type Field = 'name' | 'email' | 'role' | 'password' | 'confirmation';

/** Name, e-mail, role and password of a team member: a new one (password required) or an existing one. */
export function MemberForm({
  member,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  member?: Member;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: MemberInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [role, setRole] = useState<Role | ''>(member?.role ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const emailCheck = useEmailCheck(email, member?.email ?? null);
  const idp = member ? `member-${member.id}` : 'member';
  const dirty =
    name !== (member?.name ?? '') || email !== (member?.email ?? '') || role !== (member?.role ?? '') || password !== '' || confirmation !== '';

  const rules: Partial<Record<Field, string>> = {};
  if (name.trim() === '') rules.name = 'name';
  if (email.trim() === '') rules.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email.trim())) rules.email = 'emailInvalid';
  else if (emailCheck === 'taken') rules.email = 'emailTaken';
  if (role === '') rules.role = 'role';
  if ((!member || password !== '') && passwordProblems(password).length > 0) rules.password = 'password';
  if ((!member || password !== '') && confirmation !== password) rules.confirmation = 'confirmation';

  const errorOf = (field: Field): string | null => {
    if (server[field]) return server[field] ?? null;
    const key = rules[field];
    if (!key || (!submitted && !touched.has(field) && key !== 'emailTaken')) return null;
    return t(`members.form.errors.${key}`);
  };
  const touch = (field: Field) => setTouched((s) => new Set(s).add(field));
  const clearServer = (field: Field) => setServer((s) => (s[field] ? { ...s, [field]: undefined } : s));
  const cls = (field: Field, base = 'form-control') => `${base}${errorOf(field) ? ' is-invalid' : ''}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = (['name', 'email', 'role', 'password', 'confirmation'] as Field[]).find((f) => rules[f] || server[f]);
    if (first) {
      document.getElementById(`${idp}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), email: email.trim(), role: role as Role, ...(password ? { password } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_taken') {
        setServer({ email: i18n.resolvedLanguage === 'fr' && error.serverMessage ? error.serverMessage : t('members.form.errors.emailTaken') });
        document.getElementById(`${idp}-email`)?.focus();
      } else if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        const field = (['name', 'email', 'role', 'password'] as Field[]).find((f) => f === error.field);
        if (field) setServer({ [field]: error.serverMessage });
        else toastForError(error);
      } else {
        toastForError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const emailHint =
    emailCheck === 'checking' ? (
      <span className="d-inline-flex align-items-center gap-1">
        <LoaderCircle size={14} className="spin" aria-hidden="true" />
        {t('members.form.checkingEmail')}
      </span>
    ) : emailCheck === 'free' ? (
      <span className="d-inline-flex align-items-center gap-1 text-success-emphasis">
        <CircleCheck size={14} aria-hidden="true" />
        {t('members.form.emailFree')}
      </span>
    ) : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="member-form">
      {/* Off while saving: the page's own navigation after a save is not a loss. */}
      <UnsavedChangesGuard dirty={dirty && !busy} />
      <div className="form-grid form-grid-2">
        <FormField id={`${idp}-name`} label={t('members.form.name')} error={errorOf('name')} required>
          {(aria) => (
            <input {...aria} className={cls('name')} value={name} autoComplete="off" maxLength={200} onChange={(e) => { setName(e.target.value); clearServer('name'); }} onBlur={() => touch('name')} />
          )}
        </FormField>
        <FormField id={`${idp}-email`} label={t('members.form.email')} error={errorOf('email')} hint={emailHint} required>
          {(aria) => (
            <input {...aria} type="email" className={cls('email')} value={email} autoComplete="off" onChange={(e) => { setEmail(e.target.value); clearServer('email'); }} onBlur={() => touch('email')} />
          )}
        </FormField>
        <FormField id={`${idp}-role`} label={t('members.form.role')} error={errorOf('role')} hint={t('members.form.roleHint')} required className="span-all">
          {(aria) => (
            <select {...aria} className={cls('role', 'form-select')} value={role} onChange={(e) => { setRole(e.target.value as Role); clearServer('role'); }} onBlur={() => touch('role')}>
              <option value="">{t('business.choose')}</option>
              {GRANTABLE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(roleLabelKey(r))}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${idp}-password`}
          label={member ? t('members.form.newPassword') : t('members.form.password')}
          error={errorOf('password')}
          hint={member ? t('members.form.newPasswordHint') : undefined}
          required={!member}
        >
          {(aria) => (
            <input
              {...aria}
              aria-describedby={[aria['aria-describedby'], `${idp}-rules`].filter(Boolean).join(' ')}
              type="password"
              className={cls('password')}
              value={password}
              autoComplete="new-password"
              onChange={(e) => { setPassword(e.target.value); clearServer('password'); }}
              onBlur={() => touch('password')}
            />
          )}
        </FormField>
        <FormField id={`${idp}-confirmation`} label={t('members.form.confirmation')} error={errorOf('confirmation')} required={!member}>
          {(aria) => (
            <input {...aria} type="password" className={cls('confirmation')} value={confirmation} autoComplete="new-password" onChange={(e) => setConfirmation(e.target.value)} onBlur={() => touch('confirmation')} />
          )}
        </FormField>
        <div className="span-all">
          <PasswordRules password={password} id={`${idp}-rules`} />
        </div>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-label-secondary" onClick={onCancel} disabled={busy}>
          {t('business.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
