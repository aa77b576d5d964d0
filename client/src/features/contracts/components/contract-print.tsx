import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/fees';
import type { FeeForm, FeeTotals, SectionText } from '@shared/schemas/fees';
import { BrandLogo } from '@/components/brand-logo';
import { firmLines } from '@/components/firm/firm-identity';
import { usePublicConfig } from '@/lib/use-public-config';
import { formatDate } from '@/lib/format';
import { FeeLinesTable } from '@/components/ui/fee-lines-table';
import { PrintPortal } from '@/components/ui/print-portal';
import { civilityLabel } from '@/features/contracts/contract-label';
import { formatPercent, lineDetail, sectionTitle } from './fee-text';
import type { Client } from '@shared/schemas/clients';

export interface PrintPayment {
  method: string;
  depositPaid: boolean;
  depositDate: string | null;
  balancePaid: boolean;
  balanceDate: string | null;
}

/** The lines table's figure columns, after the service. */

function addressLines(client: Client): string[] {
  const a = client.personalAddress;
  return [a.address, a.address2, [a.zipCode, a.city].filter(Boolean).join(' '), a.country].filter((line) => line.trim() !== '');
}

/**
 * The contract on A4 paper: the firm's header, the client, the lines, the totals with deposit and
 * balance, the general terms and a signature box. Rendered outside the app; only print shows it.
 */
export function ContractPrint({
  reference,
  label,
  client,
  clientName,
  form,
  texts,
  totals,
  generalConditions,
  payment,
  issuedAt,
}: {
  /** the contract's id, or null for a contract not saved yet (a draft) */
  reference: number | null;
  label: string;
  client: Client | null | undefined;
  clientName: string;
  form: FeeForm;
  texts: readonly SectionText[];
  totals: FeeTotals;
  generalConditions: string | null;
  payment?: PrintPayment;
  issuedAt: string;
}) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.resolvedLanguage);
  const firm = firmLines(t, usePublicConfig()?.firm);
  return (
    <PrintPortal>
      <article className="print-sheet" aria-label={label}>
        <header className="print-header">
          <div className="print-brand">
            <BrandLogo size={44} />
            <div>
              <span className="print-brand-name">{t('app.productName')}</span>
              <span className="print-brand-tagline">{t('contracts.print.tagline')}</span>
            </div>
          </div>
          <div className="print-title">
            <h1>{t('contracts.print.heading')}</h1>
            <p>{reference === null ? t('contracts.print.draft') : t('contracts.print.reference', { id: reference })}</p>
            <p>{t('contracts.print.issued', { date: formatDate(issuedAt) })}</p>
          </div>
        </header>

        <div className="print-parties">
          <section className="print-party">
            <h2>{t('contracts.print.firm')}</h2>
            <p>
              <strong>{firm.name ?? t('app.productName')}</strong>
            </p>
            <p>{t('contracts.print.tagline')}</p>
            {firm.address && <p>{firm.address}</p>}
            {firm.registrations.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
          <section className="print-party">
            <h2>{t('contracts.print.client')}</h2>
            <p>
              <strong>{client ? [civilityLabel(t, client.civility), client.firstName, client.lastName].filter(Boolean).join(' ') : clientName}</strong>
            </p>
            {client && addressLines(client).map((line) => <p key={line}>{line}</p>)}
            {client?.email && <p>{client.email}</p>}
            {client?.mobilePhone && <p>{client.mobilePhone}</p>}
          </section>
        </div>

        <FeeLinesTable
          lines={totals.lines}
          headers={[t('contracts.print.service'), t('contracts.print.quantity'), t('contracts.print.unit'), t('contracts.print.ht'), t('contracts.print.ttc')]}
          service={(line) => (
            <>
              <strong>{sectionTitle(t, texts, line.section)}</strong>
              {line.kind === 'extra' && ` · ${t('contracts.lines.extraLabel')}`}
              <span className="line-description">
                {lineDetail(t, line)}
                {line.kind !== 'extra' && texts[line.section - 1]?.description ? `\n${texts[line.section - 1].description}` : ''}
              </span>
            </>
          )}
          quantity={(line) => (line.kind === 'consultation' ? `${line.quantity} min` : line.quantity)}
          perHour=" / h"
        />

        <div className="print-summary">
          <div className="print-payment">
            {payment && (
              <>
                <h2 className="h6">{t('contracts.print.payment')}</h2>
                <p>{t('contracts.print.method', { method: payment.method ? t(`contracts.methods.${payment.method}`, { defaultValue: payment.method }) : t('contracts.methods.none') })}</p>
                {payment.depositPaid && payment.depositDate && <p>{t('contracts.print.depositPaidOn', { date: formatDate(payment.depositDate) })}</p>}
                {payment.balancePaid && payment.balanceDate && <p>{t('contracts.print.balancePaidOn', { date: formatDate(payment.balanceDate) })}</p>}
              </>
            )}
          </div>
          <table className="print-totals">
            <tbody>
              <tr>
                <th scope="row">{t('contracts.totals.totalHt')}</th>
                <td>{formatEuros(totals.totalHtCents)}</td>
              </tr>
              <tr>
                <th scope="row">{t('contracts.totals.vat', { percent: percent(form.vatPercent) })}</th>
                <td>{formatEuros(totals.vatCents)}</td>
              </tr>
              <tr className="grand">
                <th scope="row">{t('contracts.totals.totalTtc')}</th>
                <td>{formatEuros(totals.totalTtcCents)}</td>
              </tr>
              <tr className="split">
                <th scope="row">
                  {t('contracts.totals.deposit', { percent: percent(form.depositPercent) })} {t('contracts.totals.depositWhen')}
                </th>
                <td>{formatEuros(totals.depositCents)}</td>
              </tr>
              <tr className="split">
                <th scope="row">
                  {t('contracts.totals.balance', { percent: percent(totals.balancePercent) })} {t('contracts.totals.balanceWhen')}
                </th>
                <td>{formatEuros(totals.balanceCents)}</td>
              </tr>
            </tbody>
          </table>
        </div>

        {generalConditions && generalConditions.trim() !== '' && (
          <section className="print-terms">
            <h2>{t('contracts.print.terms')}</h2>
            <p>{generalConditions}</p>
          </section>
        )}

        <section className="print-signatures">
          <div className="print-signature">
            <h2>{t('contracts.print.signClient')}</h2>
            <p>{t('contracts.print.signClientHint')}</p>
          </div>
          <div className="print-signature">
            <h2>{t('contracts.print.signFirm')}</h2>
            <p>{t('contracts.print.signFirmHint')}</p>
          </div>
        </section>
        <p className="print-footer">{t('contracts.print.footer', { label, total: formatEuros(totals.totalTtcCents) })}</p>
      </article>
    </PrintPortal>
  );
}
