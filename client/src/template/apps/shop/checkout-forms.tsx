import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import { get, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import {
  addressProblems,
  PaymentCard,
  paymentProblems,
  ShippingAddress,
  type PaymentCard as PaymentCardBody,
  type ShippingAddress as ShippingAddressBody,
} from '@shared/schemas/template-shop';
import { withDigitMask } from '@/components/forms/digit-mask-field';
import { InputField } from '@/components/forms/input-field';
import { schemaResolver } from '@/components/forms/resolvers';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import { CARD_NUMBER_MASK, EXPIRY_MASK } from '@/lib/card-masks';

export type AddressField = keyof ShippingAddressBody;
export type PaymentField = keyof PaymentCardBody;
const ADDRESS_FIELDS: AddressField[] = ['name', 'street', 'postalCode', 'city', 'phone'];
const PAYMENT_FIELDS: PaymentField[] = ['holder', 'cardNumber', 'expiry', 'cvc'];

export const EMPTY_ADDRESS: ShippingAddressBody = { name: '', street: '', postalCode: '', city: '', phone: '' };
const EMPTY_PAYMENT: PaymentCardBody = { holder: '', cardNumber: '', expiry: '', cvc: '' };

const trimmed = <V extends Record<string, string>>(values: V): V =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as V;

/** The BFF's own schemas check the forms (shared/schemas/template-shop.ts), plus the rules the schema cannot say. */
const addressResolver = schemaResolver<ShippingAddressBody, typeof ShippingAddress>(ShippingAddress, {
  toBody: trimmed,
  keyOf: (field) => field,
  rules: (values) => addressProblems(values),
});

const paymentResolver = schemaResolver<PaymentCardBody, typeof PaymentCard>(PaymentCard, {
  toBody: trimmed,
  keyOf: (field) => field,
  rules: (values) => paymentProblems(values),
});

/**
 * Shows each field's rule (after leaving it or a first submit) and a refusal of the BFF; focuses the
 * first wrong field; a valid form is sent trimmed to `onSubmit`.
 */
function useCheckoutForm<V extends Record<string, string>>(form: UseFormReturn<V>, fields: Array<keyof V & string>, idPrefix: string, onSubmit: (values: V) => void | Promise<void>) {
  const { t } = useTranslation();
  const feedback = useFormFeedback<V>(form);
  const errorOf = (field: keyof V & string): string | null => {
    const server = feedback.server[field as never] as string | undefined;
    if (server) return t(`shop.form.errors.${server}`);
    const key = feedback.shownRule(field as never);
    return key ? t(`shop.form.errors.${key}`) : null;
  };
  const bind = (field: keyof V & string) => ({
    id: `${idPrefix}-${field}`,
    label: t(`shop.form.${field}`),
    error: errorOf(field),
    required: true,
    ...form.register(field as never),
  });
  const focusFirst = (errors: FieldErrors<V>) => {
    const first = fields.find((field) => get(errors, field) || feedback.server[field as never]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };
  const submit = feedback.submitWith(form.handleSubmit(async (values) => onSubmit(trimmed(values)), focusFirst));
  return { feedback, bind, submit };
}

/** A checkout step's form: its title, which names it, then the fields and the step's buttons. */
function StepForm({ step, title, titleClassName, onSubmit, actions, children }: { step: 'address' | 'payment'; title: string; titleClassName: string; onSubmit: FormEventHandler<HTMLFormElement>; actions: ReactNode; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} data-testid={`${step}-form`} aria-labelledby={`${step}-title`}>
      <h2 id={`${step}-title`} className={titleClassName}>
        {title}
      </h2>
      {children}
      {actions}
    </form>
  );
}

export function AddressForm({ initial, onSubmit, actions }: { initial: ShippingAddressBody; onSubmit: (address: ShippingAddressBody) => void; actions: ReactNode }) {
  const { t } = useTranslation();
  const form = useForm<ShippingAddressBody>({ defaultValues: initial, resolver: addressResolver, mode: 'onTouched', shouldFocusError: false });
  const { bind, submit } = useCheckoutForm(form, ADDRESS_FIELDS, 'address', onSubmit);
  return (
    <StepForm step="address" title={t('shop.addressTitle')} titleClassName="h5 mb-3" onSubmit={submit} actions={actions}>
      <div className="form-grid form-grid-2">
        <InputField {...bind('name')} className="span-all" autoComplete="shipping name" maxLength={100} />
        <InputField {...bind('street')} className="span-all" autoComplete="shipping street-address" maxLength={200} />
        <InputField {...bind('postalCode')} autoComplete="shipping postal-code" inputMode="numeric" maxLength={5} />
        <InputField {...bind('city')} autoComplete="shipping address-level2" maxLength={100} />
        <InputField {...bind('phone')} className="span-all" type="tel" autoComplete="shipping tel" maxLength={20} placeholder="06 12 34 56 78" />
      </div>
    </StepForm>
  );
}

/**
 * The card: checked here with the BFF's rules (Luhn, expiry, CVC); sent once, never kept (the form
 * is gone with the confirmation). The number is spaced and the expiry gets its slash as they are
 * typed, which the BFF accepts as they are. `serverError` is the field the BFF refused, if any.
 */
export function PaymentForm({
  onSubmit,
  actions,
  serverError,
}: {
  onSubmit: (payment: PaymentCardBody) => Promise<void>;
  actions: ReactNode;
  serverError: { field: PaymentField; key: string } | null;
}) {
  const { t } = useTranslation();
  const form = useForm<PaymentCardBody>({ defaultValues: EMPTY_PAYMENT, resolver: paymentResolver, mode: 'onTouched', shouldFocusError: false });
  const { feedback, bind, submit } = useCheckoutForm(form, PAYMENT_FIELDS, 'payment', onSubmit);
  const { setServer } = feedback;
  useEffect(() => {
    if (!serverError) return;
    setServer({ [serverError.field]: serverError.key });
    document.getElementById(`payment-${serverError.field}`)?.focus();
  }, [serverError, setServer]);
  return (
    <StepForm step="payment" title={t('shop.paymentTitle')} titleClassName="h5 mb-2" onSubmit={submit} actions={actions}>
      <p className="checkout-notice small">
        <Lock size={14} aria-hidden="true" />
        <span>
          {t('shop.paymentNotice')} {t('shop.testCard')}
        </span>
      </p>
      <div className="form-grid form-grid-2">
        <InputField {...bind('holder')} className="span-all" autoComplete="cc-name" maxLength={100} />
        <InputField {...withDigitMask(bind('cardNumber'), CARD_NUMBER_MASK)} className="span-all" autoComplete="cc-number" inputMode="numeric" maxLength={23} placeholder="1234 5678 9012 3456" />
        <InputField {...withDigitMask(bind('expiry'), EXPIRY_MASK)} autoComplete="cc-exp" inputMode="numeric" maxLength={5} placeholder={t('shop.expiryPlaceholder')} />
        <InputField {...bind('cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} hint={t('shop.form.cvcHint')} />
      </div>
    </StepForm>
  );
}
