import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { PageHeading } from './page-heading';

/** A "new record" screen: its heading with the way back to the list, then the form in a card. */
export function CreateScreen({
  title,
  subtitle,
  icon,
  back,
  cardClassName,
  children,
}: {
  title: string;
  subtitle: string;
  icon: ReactNode;
  back: { to: string; label: string };
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} icon={icon} actions={<BackLink {...back} />} />
      <section className={cardClassName ? `card ${cardClassName}` : 'card'}>
        <div className="card-body">{children}</div>
      </section>
    </>
  );
}
