import { Fragment, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import {
  CIVILITIES, CLIENT_STATUSES, MARITAL_STATUSES, SERVICE_CODES, type Client, type ClientInput, type PostalAddress, type SessionUser,
} from '@shared/types';
import { serviceName } from '@shared/services';
import { formatPhone, SOCIAL_SECURITY_NUMBER_TYPED_MAX } from '@shared/validation';
import { FormField, type FieldControlProps } from '@/components/business/form-field';
import { today } from '@/components/business/format';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { useStaff } from '@/features/clients/api/get-staff';
import {
  FIELD_ORDER, draftOf, emptyDraft, fieldId, inputOfDraft, validateDraft, type ClientDraft, type FieldName,
} from '@/features/clients/client-form-rules';
import { PATHS } from '@shared/paths';
import { useEmailCheck } from '@/components/business/use-email-check';
import { UnsavedChangesGuard } from '@/components/money/unsaved-changes';
import { choosesExpert, isStaff } from '@shared/policies';

/** A server refusal that names a field: 409 email_taken, or a 400 "Champ invalide : <field> (...)". */
function serverFieldError(error: unknown): { field: FieldName; message: string; key: string | null } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'email_taken') return { field: 'email', message: error.serverMessage ?? '', key: 'emailTaken' };
  if (error.code === 'social_security_key_mismatch') return { field: 'socialSecurityKey', message: error.serverMessage ?? '', key: 'socialSecurityKey' };
  if (error.status !== 400 || !error.serverMessage) return null;
  const named = /Champ invalide\s*:\s*([\w.]+)/.exec(error.serverMessage)?.[1];
  if (!named || !(FIELD_ORDER as string[]).includes(named)) return null;
  const field = named as FieldName;
  const key = field === 'socialSecurityKey' ? 'socialSecurityKey' : field.endsWith('zipCode') ? 'zipCode' : null;
  return { field, message: error.serverMessage, key };
}

type Section = 'personal' | 'administrative' | 'personalAddress' | 'companyAddress' | 'follow';

export function ClientForm({
  client,
  me,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  canCreateMembers = false,
}: {
  /** absent: a new client */
  client?: Client;
  me: SessionUser;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: ClientInput) => Promise<void>;
  onCancel?: () => void;
  canCreateMembers?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ClientDraft>(() => (client ? draftOf(client) : emptyDraft(String(me.id))));
  // What was last loaded or saved: the draft differs from it while edits are unsaved.
  const [saved, setSaved] = useState<ClientDraft>(draft);
  const [touched, setTouched] = useState<Set<FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, { message: string; key: string | null }>>>({});
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const emailCheck = useEmailCheck(draft.email, client?.email ?? null);
  const staff = useStaff(choosesExpert(me.role));

  const rules = useMemo(() => validateDraft(draft, today()), [draft]);
  const errors: Partial<Record<FieldName, string>> = { ...rules };
  if (!errors.email && emailCheck === 'taken') errors.email = 'emailTaken';

  const errorOf = (field: FieldName): string | null => {
    const server = serverErrors[field];
    if (server) return server.key && i18n.resolvedLanguage !== 'fr' ? t(`clients.form.errors.${server.key}`) : server.message || t(`clients.form.errors.${server.key}`);
    const key = errors[field];
    if (!key) return null;
    // Shown once the field was left, or after a first submit; a taken address at once.
    if (!submitted && !touched.has(field) && key !== 'emailTaken') return null;
    return t(`clients.form.errors.${key}`);
  };

  const set = (field: FieldName, value: string | boolean | string[]) => {
    setServerErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setDraft((current) => {
      const [group, part] = field.split('.') as [keyof ClientDraft, keyof PostalAddress | undefined];
      if (part) return { ...current, [group]: { ...(current[group] as PostalAddress), [part]: value } };
      return { ...current, [group]: value };
    });
  };
  const touch = (field: FieldName) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const valueOf = (field: FieldName): string => {
    const [group, part] = field.split('.') as [keyof ClientDraft, keyof PostalAddress | undefined];
    const value = part ? (draft[group] as PostalAddress)[part] : draft[group];
    return typeof value === 'string' ? value : '';
  };

  const controlClass = (field: FieldName, base = 'form-control') => `${base}${errorOf(field) ? ' is-invalid' : ''}`;

  /** A text-like input bound to a field. */
  const input = (field: FieldName, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; maxLength?: number; onBlurFormat?: (v: string) => string } = {}) =>
    function Control(aria: FieldControlProps) {
      return (
        <input
          {...aria}
          name={field}
          type={props.type ?? 'text'}
          className={controlClass(field)}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          value={valueOf(field)}
          onChange={(event) => set(field, event.target.value)}
          onBlur={(event) => {
            if (props.onBlurFormat && event.target.value.trim() !== '') set(field, props.onBlurFormat(event.target.value));
            touch(field);
          }}
        />
      );
    };

  const field = (name: FieldName, label: string, control: (aria: FieldControlProps) => ReactNode, options: { required?: boolean; hint?: ReactNode; className?: string } = {}) => (
    <FormField id={fieldId(name)} label={label} error={errorOf(name)} required={options.required} hint={options.hint} className={options.className}>
      {control}
    </FormField>
  );

  const select = (name: FieldName, values: readonly string[], labelOf: (v: string) => string, placeholder = true) =>
    function Control(aria: FieldControlProps) {
      return (
        <select {...aria} name={name} className={controlClass(name, 'form-select')} value={valueOf(name)} onChange={(event) => set(name, event.target.value)} onBlur={() => touch(name)}>
          {placeholder && <option value="">{t('clients.form.choose')}</option>}
          {values.map((value) => (
            <option key={value} value={value}>
              {labelOf(value)}
            </option>
          ))}
        </select>
      );
    };

  const section = (id: Section, step: number, children: ReactNode) => (
    <fieldset className="form-section" aria-labelledby={`client-section-${id}`}>
      <h2 className="form-section-title" id={`client-section-${id}`}>
        <span className="step" aria-hidden="true">
          {step}
        </span>
        {t(`clients.form.${id}`)}
      </h2>
      <div className="form-grid">{children}</div>
    </fieldset>
  );

  const address = (group: 'personalAddress' | 'companyAddress') => (
    <>
      {field(`${group}.address`, t('clients.form.address'), input(`${group}.address`, { autoComplete: group === 'personalAddress' ? 'address-line1' : 'off' }), { className: 'span-2' })}
      {field(`${group}.address2`, t('clients.form.address2'), input(`${group}.address2`, { autoComplete: group === 'personalAddress' ? 'address-line2' : 'off' }))}
      {field(`${group}.zipCode`, t('clients.form.zipCode'), input(`${group}.zipCode`, { inputMode: 'numeric', maxLength: 5, autoComplete: group === 'personalAddress' ? 'postal-code' : 'off' }))}
      {field(`${group}.city`, t('clients.form.city'), input(`${group}.city`))}
      {field(`${group}.country`, t('clients.form.country'), input(`${group}.country`))}
    </>
  );

  // The responsible expert: the team list when the role may read it, else the current user (and the client's own).
  const experts = useMemo(() => {
    const list = new Map<string, string>();
    list.set(String(me.id), t('clients.form.expertMe', { name: me.name }));
    if (client?.expertId != null) list.set(String(client.expertId), client.expertName ?? `#${client.expertId}`);
    for (const member of staff.data?.items ?? []) {
      if (isStaff(member.role)) {
        if (!list.has(String(member.id))) list.set(String(member.id), member.name);
      }
    }
    return list;
  }, [staff.data, me, client, t]);

  const emailHint =
    emailCheck === 'checking' ? (
      <span className="d-inline-flex align-items-center gap-1">
        <LoaderCircle size={14} className="spin" aria-hidden="true" />
        {t('clients.form.checkingEmail')}
      </span>
    ) : emailCheck === 'free' ? (
      <span className="d-inline-flex align-items-center gap-1 text-success-emphasis">
        <CircleCheck size={14} aria-hidden="true" />
        {t('clients.form.emailFree')}
      </span>
    ) : undefined;

  // Not while saving: the page may move on (to the new client's card) before the save is noted.
  const dirty = !busy && JSON.stringify(draft) !== JSON.stringify(saved);

  const errorCount = Object.keys(errors).length + Object.keys(serverErrors).filter((f) => !(f in errors)).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = FIELD_ORDER.filter((name) => errors[name] || serverErrors[name]);
    if (problems.length > 0 || emailCheck === 'checking') {
      if (problems.length > 0) document.getElementById(fieldId(problems[0]))?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(inputOfDraft(draft));
      setSaved(draft);
      setSubmitted(false);
      setTouched(new Set());
    } catch (error) {
      const named = serverFieldError(error);
      if (named) {
        setServerErrors((current) => ({ ...current, [named.field]: { message: named.message, key: named.key } }));
        window.requestAnimationFrame(() => document.getElementById(fieldId(named.field))?.focus());
      } else {
        toastForError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="client-form" data-testid="client-form">
      {submitted && errorCount > 0 && (
        <div className="alert alert-danger d-flex align-items-center gap-2" role="alert" ref={summaryRef} data-testid="form-summary">
          <CircleAlert size={18} aria-hidden="true" />
          {t('clients.form.fixErrors', { count: errorCount })}
        </div>
      )}
      {section(
        'personal',
        1,
        <>
          <fieldset className="form-field span-all" aria-describedby={errorOf('civility') ? `${fieldId('civility')}-error` : undefined}>
            <legend className="form-label is-required">{t('clients.form.civility')}</legend>
            <div className="choice-row">
              {CIVILITIES.map((civility, index) => (
                <div className="form-check" key={civility}>
                  <input
                    className={`form-check-input${errorOf('civility') ? ' is-invalid' : ''}`}
                    type="radio"
                    name="civility"
                    id={index === 0 ? fieldId('civility') : `${fieldId('civility')}-${index}`}
                    value={civility}
                    checked={draft.civility === civility}
                    aria-invalid={errorOf('civility') ? true : undefined}
                    required
                    onChange={() => {
                      set('civility', civility);
                      touch('civility');
                    }}
                  />
                  <label className="form-check-label" htmlFor={index === 0 ? fieldId('civility') : `${fieldId('civility')}-${index}`}>
                    {t(`clients.civilities.${civility}`)}
                  </label>
                </div>
              ))}
            </div>
            {errorOf('civility') && (
              <div id={`${fieldId('civility')}-error`} className="invalid-feedback d-block" data-testid={`error-${fieldId('civility')}`}>
                {errorOf('civility')}
              </div>
            )}
          </fieldset>
          {field('firstName', t('clients.form.firstName'), input('firstName', { autoComplete: 'off' }), { required: true })}
          {field('lastName', t('clients.form.lastName'), input('lastName', { autoComplete: 'off' }), { required: true })}
          {field('email', t('clients.form.email'), input('email', { type: 'email', inputMode: 'email' }), { required: true, hint: emailHint, className: 'span-2' })}
          {field('mobilePhone', t('clients.form.mobilePhone'), input('mobilePhone', { type: 'tel', inputMode: 'tel', onBlurFormat: formatPhone }), { hint: t('clients.form.phoneHint') })}
          {field('officePhone', t('clients.form.officePhone'), input('officePhone', { type: 'tel', inputMode: 'tel', onBlurFormat: formatPhone }))}
          {field('birthDate', t('clients.form.birthDate'), input('birthDate', { type: 'date' }))}
          {field('birthPlace', t('clients.form.birthPlace'), input('birthPlace'))}
        </>,
      )}
      {section(
        'administrative',
        2,
        <>
          {field('socialSecurityNumber', t('clients.form.socialSecurityNumber'), input('socialSecurityNumber', { maxLength: SOCIAL_SECURITY_NUMBER_TYPED_MAX }), {
            hint: t('clients.form.socialSecurityNumberHint'),
            className: 'span-2',
          })}
          {field('socialSecurityKey', t('clients.form.socialSecurityKey'), input('socialSecurityKey', { inputMode: 'numeric', maxLength: 2 }), { hint: t('clients.form.socialSecurityKeyHint') })}
          {field('maritalStatus', t('clients.form.maritalStatus'), select('maritalStatus', MARITAL_STATUSES, (v) => t(`clients.marital.${v}`)))}
          {field('childrenNumber', t('clients.form.childrenNumber'), input('childrenNumber', { type: 'number', inputMode: 'numeric' }))}
          {field('expertId', t('clients.form.expert'), select('expertId', [...experts.keys()], (v) => experts.get(v) ?? v, false))}
          {!client && (
            <FormField
              id="client-role"
              label={t('clients.form.role')}
              hint={
                canCreateMembers ? (
                  <>
                    {t('clients.form.roleHint')} <Link to={PATHS.createMember}>{t('clients.form.createMember')}</Link>
                  </>
                ) : undefined
              }
            >
              {(aria) => (
                <select {...aria} className="form-select" value="Client" onChange={() => undefined}>
                  <option value="Client">{t('roles.client')}</option>
                </select>
              )}
            </FormField>
          )}
        </>,
      )}
      {section('personalAddress', 3, address('personalAddress'))}
      {section(
        'companyAddress',
        4,
        <>
          {field('companyName', t('clients.form.companyName'), input('companyName', { autoComplete: 'organization' }), { className: 'span-all' })}
          {address('companyAddress')}
        </>,
      )}
      {section(
        'follow',
        5,
        <>
          {field('status', t('clients.form.status'), select('status', CLIENT_STATUSES, (v) => t(`clients.statuses.${v}`)))}
          {field('businessIntroducer', t('clients.form.businessIntroducer'), input('businessIntroducer'))}
          <div className="form-field d-flex align-items-end">
            <div className="form-check form-switch mb-2">
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id={fieldId('feePaid')}
                checked={draft.feePaid}
                onChange={(event) => set('feePaid', event.target.checked)}
              />
              <label className="form-check-label" htmlFor={fieldId('feePaid')}>
                {t('clients.form.feePaid')}
              </label>
            </div>
          </div>
          <fieldset className="form-field span-all">
            <legend className="form-label">{t('clients.form.services')}</legend>
            <div className="check-chips">
              {SERVICE_CODES.map((code) => (
                <Fragment key={code}>
                  <input
                    type="checkbox"
                    className="btn-check"
                    id={`service-${code}`}
                    checked={draft.services.includes(code)}
                    onChange={(event) => set('services', event.target.checked ? [...draft.services, code] : draft.services.filter((c) => c !== code))}
                  />
                  <label className="btn check-chip" htmlFor={`service-${code}`} title={serviceName(code, i18n.resolvedLanguage)}>
                    <strong>{code}</strong> {serviceName(code, i18n.resolvedLanguage)}
                  </label>
                </Fragment>
              ))}
            </div>
          </fieldset>
        </>,
      )}
      <UnsavedChangesGuard dirty={dirty} />
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="btn btn-label-secondary" onClick={onCancel} disabled={busy}>
            {t('business.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
