import './security.css';
import './i18n';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_SCOPES, ApiTokenCreate, MAX_API_TOKEN_DAYS, type ApiTokenCreated } from '@shared/schemas/api-tokens';
import { CopyField } from '@/components/forms/copy-field';
import { FormField } from '@/components/forms/form-field';
import { schemaResolver } from '@/components/forms/resolvers';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import '@/components/access/access.css';
import { AccessFacts } from '@/components/access/access-facts';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { formatDate } from '@/lib/format';
import { createOwnToken } from './api-tokens-api';

const tokenResolver = schemaResolver<ApiTokenCreate, typeof ApiTokenCreate>(ApiTokenCreate, {
  keyOf: (field) => (field === 'expiresInDays' ? 'daysInvalid' : 'nameRequired'),
  rules: () => ({}),
});
const DEFAULTS: ApiTokenCreate = { name: '', scope: 'read', expiresInDays: 90 };

/**
 * « Créer un jeton »: a name, the rights and how many days it lives; then the token, shown once in
 * the same dialog with a copy button. It lives in this component's state only until the dialog closes.
 */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ApiTokenCreate>({ defaultValues: DEFAULTS, resolver: tokenResolver, mode: 'onTouched', shouldFocusError: false });
  const feedback = useFormFeedback<ApiTokenCreate>(form);
  const { register, handleSubmit, formState } = form;
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);

  const errorOf = (name: 'name' | 'expiresInDays') => {
    const rule = feedback.shownRule(name);
    return feedback.server[name] ?? (rule ? t(`security.tokens.${rule}`, { max: MAX_API_TOKEN_DAYS }) : null);
  };
  const submit = handleSubmit(
    async (values) => {
      try {
        setCreated(await createOwnToken(values));
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && (error.field === 'name' || error.field === 'expiresInDays') && error.serverMessage) feedback.setServer({ [error.field]: error.serverMessage });
        else toastForError(error);
      }
    },
    (errors) => feedback.focusFirst(errors),
  );
  const busy = formState.isSubmitting;
  const nameError = errorOf('name');
  const daysError = errorOf('expiresInDays');

  return (
    <Modal show onHide={busy ? () => undefined : onClose} centered aria-labelledby="token-dialog-title" className="business-modal" data-testid="token-dialog" backdrop={created ? 'static' : true}>
      <Modal.Header closeButton closeLabel={t('business.close')}>
        <Modal.Title as="h2" id="token-dialog-title" className="h5">
          {created ? t('security.tokens.createdTitle', { name: created.name }) : t('security.tokens.createTitle')}
        </Modal.Title>
      </Modal.Header>
      {created ? (
        <>
          <Modal.Body>
            <p className="alert alert-warning py-2" role="note">
              {t('security.tokens.shownOnce')}
            </p>
            <CopyField
              id="token-value"
              label={t('security.tokens.token')}
              value={created.token}
              inputClassName="token-value"
              testId="token-value"
              copyTestId="copy-token"
              hint={t('security.tokens.usage')}
              words={{ copy: t('security.tokens.copy'), copied: t('security.tokens.copied'), failed: t('security.tokens.copyFailed') }}
            />
            <AccessFacts
              className="access-facts"
              facts={[
                { term: t('security.tokens.scope'), value: t(`security.tokens.scopes.${created.scope}`) },
                { term: t('security.tokens.expires'), value: formatDate(created.expiresAt) },
              ]}
            />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('security.tokens.done')}
            </button>
          </Modal.Footer>
        </>
      ) : (
        <form noValidate onSubmit={feedback.submitWith(submit)}>
          <Modal.Body>
            <div className="form-grid">
              <FormField id="token-name" label={t('security.tokens.name')} error={nameError} hint={t('security.tokens.nameHint')} required className="span-all">
                {(aria) => <input {...aria} className={`form-control${nameError ? ' is-invalid' : ''}`} maxLength={80} autoFocus autoComplete="off" {...register('name')} />}
              </FormField>
              <fieldset className="span-all token-scopes">
                <legend className="form-label is-required">{t('security.tokens.scope')}</legend>
                {API_TOKEN_SCOPES.map((value) => (
                  <div className="form-check" key={value}>
                    <input className="form-check-input" type="radio" id={`token-scope-${value}`} value={value} aria-describedby={`token-scope-${value}-hint`} {...register('scope')} />
                    <label className="form-check-label" htmlFor={`token-scope-${value}`}>
                      {t(`security.tokens.scopes.${value}`)}
                    </label>
                    <div id={`token-scope-${value}-hint`} className="form-text mt-0">
                      {t(`security.tokens.scopeHints.${value}`)}
                    </div>
                  </div>
                ))}
              </fieldset>
              <FormField id="token-days" label={t('security.tokens.days')} error={daysError} hint={t('security.tokens.daysHint', { max: MAX_API_TOKEN_DAYS })} required>
                {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} max={MAX_API_TOKEN_DAYS} className={`form-control${daysError ? ' is-invalid' : ''}`} {...register('expiresInDays', { valueAsNumber: true })} />}
              </FormField>
            </div>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-label-secondary" onClick={onClose} disabled={busy}>
              {t('security.tokens.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="create-token-submit">
              {busy ? t('security.tokens.creating') : t('security.tokens.create')}
            </button>
          </Modal.Footer>
        </form>
      )}
    </Modal>
  );
}
