import { useTranslation } from 'react-i18next';
import { civilityLabel } from '@/features/contracts/contract-label';
import { Link } from 'react-router-dom';
import { clientCardPath } from '@shared/paths';
import type { Client } from '@shared/schemas/clients';
import { initials } from '@/lib/initials';
import { fullName } from '@/lib/person-name';

/** Who the contract is for: name, address, e-mail and phone, with a link to the client card. */
export function ContractClientCard({ client }: { client: Client }) {
  const { t } = useTranslation();
  const name = fullName(client);
  const a = client.personalAddress;
  const address = [a.address, a.address2, [a.zipCode, a.city].filter(Boolean).join(' ')].filter((line) => line.trim() !== '').join(', ');
  return (
    <div className="contract-client" data-testid="contract-client">
      <span className="contract-client-avatar" aria-hidden="true">
        {initials(client)}
      </span>
      <div className="contract-client-text">
        <strong>
          <Link to={clientCardPath(client.id)}>{[civilityLabel(t, client.civility), name].filter(Boolean).join(' ')}</Link>
        </strong>
        {address && <span>{address}</span>}
        {client.email && (
          <span>
            <a href={`mailto:${client.email}`}>{client.email}</a>
          </span>
        )}
        {client.mobilePhone && <span>{client.mobilePhone}</span>}
        <span className="visually-hidden">{t('contracts.create.client')}</span>
      </div>
    </div>
  );
}
