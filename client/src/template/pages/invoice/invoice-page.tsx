import './i18n';
import '@/components/ui/split-grid.css';
import './invoice.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { FileText, Printer } from 'lucide-react';
import { computeFees, defaultFeeForm } from '@shared/fees';
import { SECTION_NUMBERS, type SectionNumber } from '@shared/schemas/fees';
import { hasPermission, MENU_ITEMS } from '@shared/menu';
import { contractPath } from '@shared/paths';
import { isStaff } from '@shared/policies';
import type { Client } from '@shared/schemas/clients';
import type { ContractTemplate } from '@shared/schemas/contract-template';
import type { Contract } from '@shared/schemas/contracts';
import type { FeeForm, SectionText } from '@shared/schemas/fees';
import { ControlLabel } from '@/components/forms/control-label';
import { TextField } from '@/components/text-field';
import { ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { PrintPortal } from '@/components/ui/print-portal';
import { SectionCard } from '@/components/ui/section-card';
import { ApiError } from '@/lib/api-client';
import { formatDate, today } from '@/lib/format';
import { fullName } from '@/lib/person-name';
import { useSession } from '@/lib/session';
import { usePublicConfig } from '@/lib/use-public-config';
import { ContractPicker, MAX_MINUTES, ScheduleSettings } from './invoice-settings';
import { InvoiceSheet, type InvoiceData, type InvoicePayment, type InvoiceRecipient } from './invoice-sheet';

/** The schedule's sample invoice: a consultation, a simulation and a private audit. */
const SAMPLE_SECTIONS: readonly SectionNumber[] = [1, 2, 3];

function plusDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

function clientLines(client: Client): string[] {
  const a = client.personalAddress;
  return [a.address, a.address2, [a.zipCode, a.city].filter(Boolean).join(' '), a.country, client.email].filter((line) => line.trim() !== '');
}

function contractIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The firm's schedule (its contract template's prices, VAT and deposit) with the ticked services and the consultation's length. */
function scheduleForm(schedule: FeeForm, sections: ReadonlySet<SectionNumber>, minutes: number): FeeForm {
  return {
    ...schedule,
    consultationMinutes: minutes,
    sections: Object.fromEntries(SECTION_NUMBERS.map((n) => [n, sections.has(n)])) as FeeForm['sections'],
  };
}

/**
 * /pages/invoice: an invoice from the fee schedule (shared/fees.ts computes every amount), on A4
 * when printed; `?contract=<id>` fills it with that contract's lines and client.
 */
export default function InvoicePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const firm = usePublicConfig()?.firm;
  const role = user?.role ?? null;
  const readsContracts = hasPermission(role, MENU_ITEMS.contracts);
  const readsClients = hasPermission(role, MENU_ITEMS.clients);
  const contractId = readsContracts ? contractIdOf(params.get('contract')) : null;

  const contractQuery = useSWR<Contract>(contractId !== null ? `api/contracts/${contractId}` : null, { revalidateOnFocus: false });
  const contract = contractQuery.data?.id === contractId ? contractQuery.data : undefined;
  const clientQuery = useSWR<Client>(contract && readsClients ? `api/clients/${contract.clientId}` : null, { revalidateOnFocus: false });
  const missing = contractQuery.error instanceof ApiError && (contractQuery.error.status === 404 || contractQuery.error.status === 403);
  // The schedule is the firm's: its contract template's prices and texts (the seed's sample for a role that cannot read it).
  const readsTemplate = isStaff(role);
  const templateQuery = useSWR<ContractTemplate>(readsTemplate ? 'api/contract-template' : null, { revalidateOnFocus: false });
  const schedule = templateQuery.data ?? (readsTemplate ? null : { form: defaultFeeForm(), texts: [] as SectionText[] });

  const [sections, setSections] = useState<Set<SectionNumber>>(() => new Set(SAMPLE_SECTIONS));
  const [minutesText, setMinutesText] = useState('60');
  const [recipient, setRecipient] = useState({ name: '', address: '' });
  const minutes = Number(minutesText);
  const minutesError = sections.has(1) && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_MINUTES);

  const todayIso = today();
  const names = t('invoice.sections', { returnObjects: true }) as string[];
  const fromContract = contractId !== null && !missing;
  const waiting = fromContract ? !contract : !schedule;
  const form = contract ? contract.form : scheduleForm(schedule?.form ?? defaultFeeForm(), sections, minutesError ? 0 : minutes);
  const totals = computeFees(form);
  const texts = contract ? contract.texts : (schedule?.texts ?? []);
  const sectionName = (section: number) => texts[section - 1]?.title.trim() || names[section - 1] || `${section}`;

  const invoiceRecipient: InvoiceRecipient = contract
    ? clientQuery.data
      ? { name: fullName(clientQuery.data), lines: clientLines(clientQuery.data) }
      : { name: contract.clientName, lines: [] }
    : { name: recipient.name, lines: recipient.address.split('\n').filter((line) => line.trim() !== '') };
  const payment: InvoicePayment | null = contract
    ? {
        depositPaid: contract.depositPaid,
        balancePaid: contract.balancePaid,
        depositCents: totals.depositCents,
        balanceCents: totals.balanceCents,
        paidOn: contract.balanceDate ? formatDate(contract.balanceDate) : null,
      }
    : null;
  const data: InvoiceData = {
    number: contract ? `F-${contract.createdAt.slice(0, 4)}-${String(contract.id).padStart(5, '0')}` : `PF-${todayIso.replaceAll('-', '')}`,
    issued: formatDate(todayIso),
    due: payment?.balancePaid ? null : formatDate(plusDays(todayIso, 30)),
    firm,
    recipient: invoiceRecipient,
    reference: contract ? t('invoice.contractRef', { reference: contract.reference, label: contract.label || contract.clientName }) : null,
    totals,
    vatPercent: form.vatPercent,
    sectionName,
    payment,
  };

  const heading = (
    <PageHeading
      title={t('invoice.title')}
      subtitle={contract ? t('invoice.subtitleContract', { label: `${contract.reference} (${contract.clientName})` }) : t('invoice.subtitleTemplate')}
      icon={<FileText size={22} />}
      actions={
        <>
          {contract && (
            <Link to={contractPath(contract.id)} className="btn btn-label-secondary">
              {t('invoice.backToContract')}
            </Link>
          )}
          <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={waiting}>
            <Printer size={16} aria-hidden="true" />
            {t('invoice.print')}
          </button>
        </>
      }
    />
  );

  let sheet;
  if (waiting) {
    const failed = fromContract ? contractQuery : templateQuery;
    sheet = failed.error && !missing ? <ErrorState error={failed.error} onRetry={() => void failed.mutate()} /> : <TableSkeleton rows={6} columns={5} />;
  } else {
    sheet = (
      <div className="invoice-paper" data-bs-theme="light">
        <InvoiceSheet data={data} testId="invoice-sheet" />
        {totals.lines.length === 0 && <p className="invoice-empty">{t('invoice.noLines')}</p>}
      </div>
    );
  }

  return (
    <>
      {heading}
      {missing && (
        <div className="alert alert-warning" role="alert">
          {t('invoice.contractNotFound')}
        </div>
      )}
      <div className="split-grid split-grid-xl invoice-layout">
        <section className="invoice-main" aria-label={t('invoice.title')}>
          {sheet}
        </section>
        <aside className="invoice-aside">
          <SectionCard titleId="invoice-settings-title" title={t('invoice.settings')} icon={FileText}>
            {readsContracts && <ContractPicker current={fromContract ? contractId : null} loaded={contract} />}
            {!fromContract && (
              <>
                <ScheduleSettings
                  prices={schedule?.form ?? defaultFeeForm()}
                  sectionName={sectionName}
                  sections={sections}
                  onSections={setSections}
                  minutesText={minutesText}
                  onMinutes={setMinutesText}
                  minutesError={minutesError}
                />
                <fieldset className="mt-3">
                  <legend className="invoice-legend">{t('invoice.recipient')}</legend>
                  <TextField
                    id="invoice-recipient-name"
                    className="mb-2"
                    label={t('invoice.recipientName')}
                    maxLength={120}
                    autoComplete="off"
                    value={recipient.name}
                    onChange={(name) => setRecipient({ ...recipient, name })}
                  />
                  <ControlLabel htmlFor="invoice-recipient-address">{t('invoice.recipientAddress')}</ControlLabel>
                  <textarea
                    id="invoice-recipient-address"
                    className="form-control"
                    rows={3}
                    maxLength={400}
                    value={recipient.address}
                    onChange={(e) => setRecipient({ ...recipient, address: e.target.value })}
                  />
                </fieldset>
              </>
            )}
          </SectionCard>
        </aside>
      </div>
      {!waiting && (
        <PrintPortal>
          <InvoiceSheet data={data} />
        </PrintPortal>
      )}
    </>
  );
}
