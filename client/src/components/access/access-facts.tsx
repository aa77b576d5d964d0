import type { ReactNode } from 'react';

export interface AccessFact {
  term: string;
  value: ReactNode;
  /** an address, an e-mail, the password: kept left to right in a right-to-left layout */
  ltr?: boolean;
  className?: string;
  testId?: string;
}

/** What the dialog and the letter say of an access (the e-mail, the sign-in address, the password, its expiry), as a description list. */
export function AccessFacts({ facts, className }: { facts: readonly AccessFact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(({ term, value, ltr, className: valueClass, testId }) => [
        <dt key={`${term}-term`}>{term}</dt>,
        <dd key={`${term}-value`} className={valueClass} data-testid={testId}>
          {ltr ? <span dir="ltr">{value}</span> : value}
        </dd>,
      ])}
    </dl>
  );
}
