import './i18n';
import './documents.css';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FileText, UserRound } from 'lucide-react';
import { type Paged } from '@shared/schemas/common';
import type { Client } from '@shared/schemas/clients';
import { withQuery } from '@/lib/api-path';
import { ClientPicker, type PickerOption } from '@/components/forms/client-picker';
import { EmptyState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import DocumentsPanel from './components/documents-panel';
import { isStaff } from '@shared/policies';

async function searchClients(q: string): Promise<PickerOption[]> {
  const answer = await apiGet<Paged<Client>>(withQuery('api/clients', { q: q.trim(), sort: 'lastName', order: 'asc', perPage: 10 }));
  return answer.items.map((c) => ({ id: c.id, label: `${c.firstName} ${c.lastName}`.trim(), hint: c.email }));
}

/** /document: a client's own documents; the staff choose the client whose documents they handle. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const staff = isStaff(user?.role);
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('client'));
  const clientId = staff && Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: client } = useSWR<Client>(clientId !== null ? `api/clients/${clientId}` : null);
  const search = useCallback((q: string) => searchClients(q), []);
  const picked: PickerOption | null = clientId === null ? null : { id: clientId, label: client ? `${client.firstName} ${client.lastName}`.trim() : `#${clientId}`, hint: client?.email };

  return (
    <>
      <PageHeading title={t('documents.title')} subtitle={staff ? t('documents.staffSubtitle') : t('documents.subtitle')} icon={<FileText size={22} />} />
      {staff && (
        <section className="card mb-4">
          <div className="card-body documents-client-picker">
            <div className="flex-grow-1">
              <label htmlFor="documents-client" className="form-label">
                {t('documents.pickClient')}
              </label>
              <ClientPicker
                id="documents-client"
                value={picked}
                search={search}
                describedBy="documents-client-hint"
                onChange={(option) => setParams(option ? { client: String(option.id) } : {})}
              />
              <div id="documents-client-hint" className="form-text">
                {t('documents.pickClientHint')}
              </div>
            </div>
            {clientId !== null && (
              <Link to={`/app/user/edit/${clientId}/documents`} className="btn btn-label-primary">
                <UserRound size={16} aria-hidden="true" />
                {t('documents.openCard')}
              </Link>
            )}
          </div>
        </section>
      )}
      <section className="card" aria-label={t('documents.listLabel')}>
        <div className="card-body">
          {staff && clientId === null ? (
            <EmptyState icon={<UserRound size={28} />} title={t('documents.pickClientFirst')} text={t('documents.pickClientText')} />
          ) : (
            <DocumentsPanel key={clientId ?? 'own'} userId={clientId} headingLevel={2} />
          )}
        </div>
      </section>
    </>
  );
}
