import { Type, type Static } from 'typebox';

/** A postal address as the screens show and edit it (French zip codes are checked by shared/validation.ts). */
export const PostalAddress = Type.Object({
  address: Type.String({ maxLength: 200 }),
  address2: Type.String({ maxLength: 200 }),
  zipCode: Type.String({ maxLength: 10 }),
  city: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 100 }),
}, { title: 'PostalAddress' });
export type PostalAddress = Static<typeof PostalAddress>;
