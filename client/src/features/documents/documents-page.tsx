import './i18n';
import './documents.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FileText, UserRound } from 'lucide-react';
import { ClientPicker, type PickerOption } from '@/components/forms/client-picker';
import { FormField } from '@/components/forms/form-field';
import { EmptyState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { useClient } from './api/get-client';
import { searchClients } from './api/search-clients';
import DocumentsPanel from './components/documents-panel';
import { isStaff } from '@shared/policies';
import { fullName } from '@/lib/person-name';

/** /document: a client's own documents; the staff choose the client whose documents they handle. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const staff = isStaff(user?.role);
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('client'));
  const clientId = staff && Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: client } = useClient(clientId);
  const picked: PickerOption | null = clientId === null ? null : { id: clientId, label: client ? fullName(client) : `#${clientId}`, hint: client?.email };

  return (
    <>
      <PageHeading title={t('documents.title')} subtitle={staff ? t('documents.staffSubtitle') : t('documents.subtitle')} icon={<FileText size={22} />} />
      {staff && (
        <section className="card mb-4">
          <div className="card-body documents-client-picker">
            <FormField id="documents-client" label={t('documents.pickClient')} hint={t('documents.pickClientHint')} className="flex-grow-1">
              {(aria) => (
                <ClientPicker
                  id={aria.id}
                  value={picked}
                  search={searchClients}
                  describedBy={aria['aria-describedby']}
                  onChange={(option) => setParams(option ? { client: String(option.id) } : {})}
                />
              )}
            </FormField>
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
