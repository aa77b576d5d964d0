import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PenLine } from 'lucide-react';
import { FormField } from '@/components/forms/form-field';
import { InputField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { SwitchField } from '@/components/forms/switch-field';
import { ShowcasePage } from './showcase';

function Fields() {
  const { t } = useTranslation();
  return (
    <div className="row g-3">
      <InputField id="kit-name" label={t('kit.forms.fields.name')} required className="col-12 col-md-6" defaultValue="Jeanne Martin" />
      <InputField id="kit-email" type="email" label={t('kit.forms.fields.email')} hint={t('kit.forms.fields.emailHint')} className="col-12 col-md-6" />
      <InputField id="kit-phone" type="tel" label={t('kit.forms.fields.phone')} error={t('kit.forms.fields.phoneError')} className="col-12 col-md-6" defaultValue="06 12 34" />
      <InputField id="kit-disabled" label={t('kit.forms.fields.disabled')} className="col-12 col-md-6" defaultValue="CL-2024-0042" disabled />
      <FormField id="kit-notes" label={t('kit.forms.fields.notes')} className="col-12">
        {(aria) => <textarea {...aria} className="form-control" rows={3} />}
      </FormField>
    </div>
  );
}

type Status = 'active' | 'waiting' | 'closed';

function Choices() {
  const { t } = useTranslation();
  const [notify, setNotify] = useState(true);
  return (
    <div className="row g-3">
      <SelectField<Status> id="kit-status" label={t('kit.forms.choices.status')} className="col-12 col-md-6" values={['active', 'waiting', 'closed']}
        labelOf={(value) => t(`kit.forms.choices.statuses.${value}`)} placeholder={t('kit.forms.choices.choose')} defaultValue="" />
      <fieldset className="col-12 col-md-6">
        <legend className="form-label kit-legend">{t('kit.forms.choices.contact')}</legend>
        <div className="kit-row">
          <div className="form-check">
            <input className="form-check-input" type="radio" name="kit-civility" id="kit-mr" defaultChecked />
            <label className="form-check-label" htmlFor="kit-mr">{t('kit.forms.choices.mr')}</label>
          </div>
          <div className="form-check">
            <input className="form-check-input" type="radio" name="kit-civility" id="kit-mrs" />
            <label className="form-check-label" htmlFor="kit-mrs">{t('kit.forms.choices.mrs')}</label>
          </div>
        </div>
      </fieldset>
      <fieldset className="col-12 col-md-6">
        <legend className="form-label kit-legend">{t('kit.forms.choices.services')}</legend>
        <div className="form-check">
          <input className="form-check-input" type="checkbox" id="kit-pension" defaultChecked />
          <label className="form-check-label" htmlFor="kit-pension">{t('kit.forms.choices.pension')}</label>
        </div>
        <div className="form-check">
          <input className="form-check-input" type="checkbox" id="kit-file" />
          <label className="form-check-label" htmlFor="kit-file">{t('kit.forms.choices.file')}</label>
        </div>
      </fieldset>
      <div className="col-12 col-md-6 align-self-end">
        <SwitchField id="kit-notify" label={t('kit.forms.choices.notify')} checked={notify} onChange={setNotify} />
      </div>
    </div>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Validation() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [valid, setValid] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = {
      ...(String(data.get('name') ?? '').trim() === '' ? { name: t('kit.forms.validation.nameRequired') } : {}),
      ...(!EMAIL.test(String(data.get('email') ?? '').trim()) ? { email: t('kit.forms.validation.emailInvalid') } : {}),
    };
    setErrors(found);
    setValid(Object.keys(found).length === 0);
    const first = found.name ? 'kit-v-name' : found.email ? 'kit-v-email' : null;
    if (first) form.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
  };
  return (
    <form ref={form} className="row g-3" noValidate onSubmit={submit} data-testid="kit-validation-form">
      <InputField id="kit-v-name" name="name" label={t('kit.forms.validation.name')} required error={errors.name} className="col-12 col-md-6" />
      <InputField id="kit-v-email" name="email" type="email" label={t('kit.forms.validation.email')} required error={errors.email} className="col-12 col-md-6" />
      <div className="col-12 kit-row">
        <button type="submit" className="btn btn-primary">{t('kit.forms.validation.submit')}</button>
        <p className="kit-status" role="status">{valid ? t('kit.forms.validation.valid') : ''}</p>
      </div>
    </form>
  );
}

/** /forms/elements: the form kit's fields, choices and validation states. */
export default function FormElementsPage() {
  return (
    <ShowcasePage page="forms" icon={PenLine}
      sections={[
        { id: 'fields', demo: <Fields /> },
        { id: 'choices', demo: <Choices /> },
        { id: 'validation', demo: <Validation /> },
      ]} />
  );
}
