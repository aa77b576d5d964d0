/** A phone number as shown, as a link that dials it (the `tel:` address keeps the digits and a leading +). */
export function PhoneLink({ phone, className, title }: { phone: string; className?: string; title?: string }) {
  return (
    <a className={className} href={`tel:${phone.replace(/[^\d+]/g, '')}`} title={title}>
      {phone}
    </a>
  );
}
