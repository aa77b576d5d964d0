import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
import { CIVILITIES } from '@shared/schemas/people';
import { SERVICE_CODES, type ServiceCode } from '@shared/services';
import { serviceName } from '@shared/services';
import { InputField } from '@/components/forms/input-field';
import { type ClientFormValues, type FieldName } from '@/features/clients/client-form-rules';

/** A field bound to the form: its id, its shown error, react-hook-form's register props (and a text input's defaults). */
export type BoundField = { id: string; error: string | null; type?: string; autoComplete?: string } & UseFormRegisterReturn;
export type Bind = (name: FieldName, options?: RegisterOptions<ClientFormValues, FieldName>) => BoundField;

export type Section = 'personal' | 'administrative' | 'personalAddress' | 'companyAddress' | 'follow';

/** One numbered part of the client form. */
export function FormSection({ id, step, children }: { id: Section; step: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-section" aria-labelledby={`client-section-${id}`}>
      <h2 className="form-section-title" id={`client-section-${id}`}>
        <span className="icon-tile step" aria-hidden="true">
          {step}
        </span>
        {t(`clients.form.${id}`)}
      </h2>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}

/** M. or Mme, as radio buttons (the first one carries the field's id); none is chosen until one is clicked. */
export function CivilityField({ id, error, control }: { id: string; error: string | null; control: Control<ClientFormValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'civility' });
  const radioId = (index: number) => (index === 0 ? id : `${id}-${index}`);
  return (
    <fieldset className="form-field span-all" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label is-required">{t('clients.form.civility')}</legend>
      <div className="choice-row">
        {CIVILITIES.map((civility, index) => (
          <div className="form-check" key={civility}>
            <input
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              type="radio"
              id={radioId(index)}
              name={field.name}
              value={civility}
              checked={field.value === civility}
              aria-invalid={error ? true : undefined}
              required
              onChange={() => field.onChange(civility)}
              onBlur={field.onBlur}
            />
            <label className="form-check-label" htmlFor={radioId(index)}>
              {t(`business.civilities.${civility}`)}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" data-testid={`error-${id}`}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** The address of a group: street, complement, postal code, city and country. */
export function AddressFields({ group, text }: { group: 'personalAddress' | 'companyAddress'; text: Bind }) {
  const { t } = useTranslation();
  const own = group === 'personalAddress';
  return (
    <>
      <InputField {...text(`${group}.address`)} label={t('clients.form.address')} className="span-2" autoComplete={own ? 'address-line1' : 'off'} />
      <InputField {...text(`${group}.address2`)} label={t('clients.form.address2')} autoComplete={own ? 'address-line2' : 'off'} />
      <InputField {...text(`${group}.zipCode`)} label={t('clients.form.zipCode')} inputMode="numeric" maxLength={5} autoComplete={own ? 'postal-code' : 'off'} />
      <InputField {...text(`${group}.city`)} label={t('clients.form.city')} />
      <InputField {...text(`${group}.country`)} label={t('clients.form.country')} />
    </>
  );
}

/** A yes/no field of the form ("Honoraires réglés"), as a switch in the grid. */
export function SwitchRow({ id, registration, label }: { id: string; registration: UseFormRegisterReturn; label: string }) {
  return (
    <div className="form-field d-flex align-items-end">
      <div className="form-check form-switch mb-2">
        <input className="form-check-input" type="checkbox" role="switch" id={id} {...registration} />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}

/** The services subscribed, as chips to tick (kept in the order they were ticked). */
export function ServicesField({ control }: { control: Control<ClientFormValues> }) {
  const { t, i18n } = useTranslation();
  const { field } = useController({ control, name: 'services' });
  const services: ServiceCode[] = field.value;
  return (
    <fieldset className="form-field span-all">
      <legend className="form-label">{t('clients.form.services')}</legend>
      <div className="check-chips">
        {SERVICE_CODES.map((code) => (
          <Fragment key={code}>
            <input
              type="checkbox"
              className="btn-check"
              id={`service-${code}`}
              checked={services.includes(code)}
              onChange={(event) => field.onChange(event.target.checked ? [...services, code] : services.filter((c) => c !== code))}
              onBlur={field.onBlur}
            />
            <label className="btn check-chip" htmlFor={`service-${code}`} title={serviceName(code, i18n.resolvedLanguage)}>
              <strong>{code}</strong> {serviceName(code, i18n.resolvedLanguage)}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
