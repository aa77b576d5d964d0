import type { ServiceCode } from '@shared/services';
import { EMAIL_PATTERN } from '@/components/business/use-email-check';
import { formatPhone, isFrenchPostalCode, normalizeSocialSecurityNumber, phoneDigits, socialSecurityProblem, type SocialSecurityProblem } from '@shared/validation';
import type { Client, ClientInput } from '@shared/schemas/clients';
import type { ClientStatus, Civility, MaritalStatus } from '@shared/schemas/people';
import type { PostalAddress } from '@shared/schemas/address';

/** The form's state: what is typed, as text, before it becomes a ClientInput. */
export interface ClientDraft {
  civility: Civility | '';
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  officePhone: string;
  birthDate: string;
  birthPlace: string;
  socialSecurityNumber: string;
  socialSecurityKey: string;
  maritalStatus: MaritalStatus | '';
  childrenNumber: string;
  expertId: string;
  status: ClientStatus | '';
  feePaid: boolean;
  businessIntroducer: string;
  services: ServiceCode[];
  personalAddress: PostalAddress;
  companyName: string;
  companyAddress: PostalAddress;
  notes: string;
}

export type FieldName =
  | Exclude<keyof ClientDraft, 'personalAddress' | 'companyAddress'>
  | `personalAddress.${keyof PostalAddress}`
  | `companyAddress.${keyof PostalAddress}`;

const EMPTY_ADDRESS: PostalAddress = { address: '', address2: '', zipCode: '', city: '', country: '' };

export function emptyDraft(expertId: string): ClientDraft {
  return {
    civility: '',
    firstName: '',
    lastName: '',
    email: '',
    mobilePhone: '',
    officePhone: '',
    birthDate: '',
    birthPlace: '',
    socialSecurityNumber: '',
    socialSecurityKey: '',
    maritalStatus: '',
    childrenNumber: '',
    expertId,
    status: 'En attente',
    feePaid: false,
    businessIntroducer: '',
    services: [],
    personalAddress: { ...EMPTY_ADDRESS, country: 'France' },
    companyName: '',
    companyAddress: { ...EMPTY_ADDRESS },
    notes: '',
  };
}

export function draftOf(client: Client): ClientDraft {
  return {
    civility: client.civility ?? '',
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    mobilePhone: client.mobilePhone,
    officePhone: client.officePhone,
    birthDate: client.birthDate ?? '',
    birthPlace: client.birthPlace,
    socialSecurityNumber: client.socialSecurityNumber,
    socialSecurityKey: client.socialSecurityKey,
    maritalStatus: client.maritalStatus ?? '',
    childrenNumber: client.childrenNumber === null ? '' : String(client.childrenNumber),
    expertId: client.expertId === null ? '' : String(client.expertId),
    status: client.status ?? '',
    feePaid: client.feePaid,
    businessIntroducer: client.businessIntroducer ?? '',
    services: [...client.services],
    personalAddress: { ...client.personalAddress },
    companyName: client.companyName,
    companyAddress: { ...client.companyAddress },
    notes: client.notes,
  };
}

const trimAddress = (a: PostalAddress): PostalAddress => ({
  address: a.address.trim(),
  address2: a.address2.trim(),
  zipCode: a.zipCode.trim(),
  city: a.city.trim(),
  country: a.country.trim(),
});

export function inputOfDraft(draft: ClientDraft): ClientInput {
  return {
    // validateDraft refuses an empty civility: the form never sends one.
    civility: draft.civility as Civility,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    mobilePhone: draft.mobilePhone.trim() ? formatPhone(draft.mobilePhone) : '',
    officePhone: draft.officePhone.trim() ? formatPhone(draft.officePhone) : '',
    status: draft.status === '' ? null : draft.status,
    feePaid: draft.feePaid,
    expertId: draft.expertId === '' ? null : Number(draft.expertId),
    businessIntroducer: draft.businessIntroducer.trim() || null,
    birthDate: draft.birthDate || null,
    birthPlace: draft.birthPlace.trim(),
    childrenNumber: draft.childrenNumber.trim() === '' ? null : Number(draft.childrenNumber),
    maritalStatus: draft.maritalStatus === '' ? null : draft.maritalStatus,
    socialSecurityNumber: normalizeSocialSecurityNumber(draft.socialSecurityNumber),
    socialSecurityKey: draft.socialSecurityKey.trim(),
    personalAddress: trimAddress(draft.personalAddress),
    companyName: draft.companyName.trim(),
    companyAddress: trimAddress(draft.companyAddress),
    notes: draft.notes,
    services: draft.services,
  };
}


function phoneProblem(text: string): boolean {
  const value = text.trim();
  if (value === '') return false;
  if (value.startsWith('+') && !value.startsWith('+33')) return !/^\+[\d\s.-]{6,}$/.test(value);
  return phoneDigits(value).length !== 10 || /[^\d\s.+-]/.test(value);
}

const SOCIAL_SECURITY_ERRORS: Record<SocialSecurityProblem, [FieldName, string]> = {
  number: ['socialSecurityNumber', 'socialSecurityNumber'],
  numberMissing: ['socialSecurityNumber', 'socialSecurityNumberMissing'],
  keyMissing: ['socialSecurityKey', 'socialSecurityKeyMissing'],
  key: ['socialSecurityKey', 'socialSecurityKey'],
};

/**
 * The i18n key of each field's problem (clients.form.errors.*), with the rules of
 * shared/validation.ts that the BFF re-checks.
 */
export function validateDraft(draft: ClientDraft, todayIso: string): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (draft.civility === '') errors.civility = 'civility';
  if (draft.firstName.trim() === '') errors.firstName = 'firstName';
  if (draft.lastName.trim() === '') errors.lastName = 'lastName';
  if (draft.email.trim() === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(draft.email.trim())) errors.email = 'emailInvalid';
  if (phoneProblem(draft.mobilePhone)) errors.mobilePhone = 'phone';
  if (phoneProblem(draft.officePhone)) errors.officePhone = 'phone';
  if (draft.birthDate && draft.birthDate >= todayIso) errors.birthDate = 'birthDate';

  const socialSecurity = socialSecurityProblem(draft.socialSecurityNumber, draft.socialSecurityKey);
  if (socialSecurity) {
    const [field, key] = SOCIAL_SECURITY_ERRORS[socialSecurity];
    errors[field] = key;
  }

  if (draft.personalAddress.zipCode.trim() !== '' && !isFrenchPostalCode(draft.personalAddress.zipCode)) errors['personalAddress.zipCode'] = 'zipCode';
  if (draft.companyAddress.zipCode.trim() !== '' && !isFrenchPostalCode(draft.companyAddress.zipCode)) errors['companyAddress.zipCode'] = 'zipCode';
  const children = draft.childrenNumber.trim();
  if (children !== '' && !(/^\d+$/.test(children) && Number(children) <= 30)) errors.childrenNumber = 'childrenNumber';
  return errors;
}

/** The order of the fields on screen, to focus the first one in error. */
export const FIELD_ORDER: FieldName[] = [
  'civility', 'firstName', 'lastName', 'email', 'mobilePhone', 'officePhone', 'birthDate', 'birthPlace',
  'socialSecurityNumber', 'socialSecurityKey', 'maritalStatus', 'childrenNumber', 'expertId',
  'personalAddress.address', 'personalAddress.address2', 'personalAddress.zipCode', 'personalAddress.city', 'personalAddress.country',
  'companyName', 'companyAddress.address', 'companyAddress.address2', 'companyAddress.zipCode', 'companyAddress.city', 'companyAddress.country',
  'status', 'feePaid', 'businessIntroducer', 'services',
];

/** The DOM id of a field. */
export function fieldId(field: FieldName): string {
  return `client-${field.replace('.', '-')}`;
}
