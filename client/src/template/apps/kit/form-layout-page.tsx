import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutTemplate } from 'lucide-react';
import { FormActions } from '@/components/forms/form-actions';
import { FormField } from '@/components/forms/form-field';
import { InputField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { focusFirstInvalid, isEmail } from '@/lib/form-checks';
import { ShowcasePage } from './showcase';

/** A demo form's submit: nothing leaves the page, the status line says so. */
function useDemoSubmit() {
  const [sent, setSent] = useState(false);
  return { sent, onSubmit: (event: FormEvent) => (event.preventDefault(), setSent(true)) };
}

function Vertical() {
  const { t } = useTranslation();
  const { sent, onSubmit } = useDemoSubmit();
  return (
    <form className="d-flex flex-column gap-3 kit-form-narrow" noValidate onSubmit={onSubmit}>
      <InputField id="kit-v-full-name" label={t('kit.formLayout.vertical.name')} autoComplete="off" />
      <InputField id="kit-v-mail" type="email" label={t('kit.formLayout.vertical.email')} autoComplete="off" />
      <FormField id="kit-v-message" label={t('kit.formLayout.vertical.message')}>
        {(aria) => <textarea {...aria} className="form-control" rows={3} />}
      </FormField>
      <div className="kit-row">
        <button type="submit" className="btn btn-primary">{t('kit.formLayout.vertical.send')}</button>
        <p className="kit-status" role="status">{sent ? t('kit.forms.validation.valid') : ''}</p>
      </div>
    </form>
  );
}

const HORIZONTAL = [
  ['firm', 'Retraite Conseil'],
  ['siret', '123 456 789 00012'],
  ['city', 'Paris'],
] as const;

function Horizontal() {
  const { t } = useTranslation();
  const { sent, onSubmit } = useDemoSubmit();
  return (
    <form className="kit-form-horizontal" noValidate onSubmit={onSubmit}>
      {HORIZONTAL.map(([key, value]) => (
        <div key={key} className="row g-2 align-items-center mb-3">
          <label htmlFor={`kit-h-${key}`} className="col-12 col-sm-3 col-form-label">{t(`kit.formLayout.horizontal.${key}`)}</label>
          <div className="col-12 col-sm-9">
            <input id={`kit-h-${key}`} className="form-control" defaultValue={value} autoComplete="off" />
          </div>
        </div>
      ))}
      <div className="row g-2">
        <div className="col-12 col-sm-9 offset-sm-3 kit-row">
          <button type="submit" className="btn btn-primary">{t('kit.formLayout.horizontal.save')}</button>
          <p className="kit-status" role="status">{sent ? t('kit.forms.validation.valid') : ''}</p>
        </div>
      </div>
    </form>
  );
}

type Civility = 'mr' | 'mrs';
type Problems = Partial<Record<'lastName' | 'firstName' | 'email' | 'zip', string>>;

function Sections() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [valid, setValid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const found: Problems = {
      ...(value('lastName') === '' ? { lastName: t('kit.forms.validation.nameRequired') } : {}),
      ...(value('firstName') === '' ? { firstName: t('kit.formLayout.sections.firstNameRequired') } : {}),
      ...(!isEmail(value('email')) ? { email: t('kit.forms.validation.emailInvalid') } : {}),
      ...(value('zip') !== '' && !/^\d{5}$/.test(value('zip')) ? { zip: t('kit.formLayout.sections.zipInvalid') } : {}),
    };
    setProblems(found);
    setValid(Object.keys(found).length === 0);
    focusFirstInvalid(form.current);
  };
  const reset = () => {
    form.current?.reset();
    setProblems({});
    setValid(false);
  };
  const field = (name: keyof Problems, id: string) => ({ id, name, error: problems[name], label: t(`kit.formLayout.sections.${name}`) });
  return (
    <form ref={form} noValidate onSubmit={submit} data-testid="kit-layout-form" aria-labelledby="kit-sections-title">
      <span id="kit-sections-title" className="visually-hidden">{t('kit.formLayout.sections.title')}</span>
      <section className="form-section" aria-labelledby="kit-l-identity">
        <h3 className="form-section-title h6" id="kit-l-identity">{t('kit.formLayout.sections.identity')}</h3>
        <div className="form-grid form-grid-2">
          <SelectField<Civility> id="kit-l-civility" name="civility" label={t('kit.formLayout.sections.civility')} values={['mr', 'mrs']}
            labelOf={(value) => t(`kit.formLayout.sections.${value}`)} placeholder={t('kit.formLayout.sections.choose')} defaultValue="" className="span-all" />
          <InputField {...field('lastName', 'kit-l-last-name')} required autoComplete="off" />
          <InputField {...field('firstName', 'kit-l-first-name')} required autoComplete="off" />
        </div>
      </section>
      <section className="form-section" aria-labelledby="kit-l-contact">
        <h3 className="form-section-title h6" id="kit-l-contact">{t('kit.formLayout.sections.contact')}</h3>
        <div className="form-grid form-grid-2">
          <InputField {...field('email', 'kit-l-email')} type="email" required autoComplete="off" />
          <InputField id="kit-l-phone" name="phone" type="tel" label={t('kit.formLayout.sections.phone')} autoComplete="off" />
          <InputField id="kit-l-address" name="address" label={t('kit.formLayout.sections.address')} className="span-all" autoComplete="off" />
          <InputField {...field('zip', 'kit-l-zip')} inputMode="numeric" maxLength={5} autoComplete="off" />
          <InputField id="kit-l-city" name="city" label={t('kit.formLayout.sections.city')} autoComplete="off" />
        </div>
      </section>
      <p className="kit-status mt-3" role="status">{valid ? t('kit.formLayout.sections.valid') : ''}</p>
      <FormActions busy={false} submitLabel={t('kit.formLayout.sections.save')} busyLabel={t('kit.formLayout.sections.saving')} onCancel={reset} />
    </form>
  );
}

/** /forms/layout: a vertical form, a horizontal one and a long one in sections that validates. */
export default function FormLayoutPage() {
  return (
    <ShowcasePage page="formLayout" icon={LayoutTemplate}
      sections={[
        { id: 'vertical', demo: <Vertical /> },
        { id: 'horizontal', demo: <Horizontal /> },
        { id: 'sections', demo: <Sections /> },
      ]} />
  );
}
