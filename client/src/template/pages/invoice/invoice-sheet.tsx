import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/fees';
import type { FeeLine, FeeTotals } from '@shared/schemas/fees';
import { BrandLogo } from '@/components/brand-logo';
import { firmLines } from '@/components/firm/firm-identity';
import { FeeLinesTable } from '@/components/ui/fee-lines-table';
import type { FirmIdentity } from '@shared/schemas/config';

export interface InvoiceRecipient {
  name: string;
  lines: string[];
}

export interface InvoicePayment {
  depositPaid: boolean;
  balancePaid: boolean;
  depositCents: number;
  balanceCents: number;
  /** when the balance was paid (the invoice is settled), as shown */
  paidOn: string | null;
}

export interface InvoiceData {
  number: string;
  issued: string;
  /** absent once the invoice is settled */
  due: string | null;
  firm: FirmIdentity | undefined;
  recipient: InvoiceRecipient;
  /** 'Contrat C-12 · …' when the invoice comes from a contract */
  reference: string | null;
  totals: FeeTotals;
  vatPercent: number;
  /** the name of a line's section (the contract's title or the schedule's) */
  sectionName: (section: number) => string;
  payment: InvoicePayment | null;
}

export function formatPercent(percent: number, language: string | undefined): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

function quantityOf(t: TFunction, line: FeeLine): string {
  return line.kind === 'consultation' ? t('invoice.minutesShort', { count: line.quantity }) : String(line.quantity);
}

/**
 * The invoice as on A4 paper (print.css's sheet): the firm, the client, the lines with unit price
 * and totals excluding and including VAT, the VAT and what is left to pay.
 */
export function InvoiceSheet({ data, testId }: { data: InvoiceData; testId?: string }) {
  const { t, i18n } = useTranslation();
  const firm = firmLines(t, data.firm);
  const firmName = firm.name ?? t('app.productName');
  const { totals, payment } = data;
  return (
    <article className="print-sheet invoice-sheet" aria-label={t('invoice.sheetLabel', { number: data.number })} data-testid={testId}>
      <header className="print-header">
        <div className="print-brand">
          <BrandLogo size={44} />
          <div>
            <span className="print-brand-name">{firmName}</span>
            <span className="print-brand-tagline">{t('invoice.tagline')}</span>
          </div>
        </div>
        <div className="print-title">
          <h2 className="invoice-heading">{t('invoice.heading')}</h2>
          <p data-testid="invoice-number">{t('invoice.number', { number: data.number })}</p>
          <p>{t('invoice.issued', { date: data.issued })}</p>
          {data.due && <p data-testid="invoice-due">{t('invoice.due', { date: data.due })}</p>}
        </div>
      </header>

      <div className="print-parties">
        <section className="print-party" aria-label={t('invoice.from')}>
          <h3>{t('invoice.from')}</h3>
          <p>
            <strong>{firmName}</strong>
          </p>
          {firm.address && <p>{firm.address}</p>}
          {firm.registrations.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
        <section className="print-party" aria-label={t('invoice.to')} data-testid="invoice-recipient">
          <h3>{t('invoice.to')}</h3>
          {data.recipient.name.trim() === '' && data.recipient.lines.length === 0 ? (
            <p className="invoice-blank">{t('invoice.toBlank')}</p>
          ) : (
            <>
              <p>
                <strong>{data.recipient.name}</strong>
              </p>
              {data.recipient.lines.map((line, index) => (
                <p key={`${index}-${line}`}>{line}</p>
              ))}
            </>
          )}
          {data.reference && <p className="invoice-reference">{data.reference}</p>}
        </section>
      </div>

      <div className="invoice-lines-scroll">
        <FeeLinesTable
          lines={totals.lines}
          headers={[t('invoice.service'), t('invoice.quantity'), t('invoice.unit'), t('invoice.ht'), t('invoice.ttc')]}
          service={(line) => (
            <>
              <strong>{data.sectionName(line.section)}</strong>
              <span className="line-description">{line.kind === 'extra' ? t('invoice.extra') : line.kind === 'flat' ? t('invoice.flat') : ''}</span>
            </>
          )}
          quantity={(line) => quantityOf(t, line)}
          perHour={` ${t('invoice.perHour')}`}
          testId="invoice-lines"
        />
      </div>

      <div className="print-summary">
        <div className="print-payment">
          <h3>{t('invoice.paymentTitle')}</h3>
          <p>{payment?.balancePaid ? t('invoice.paidText') : t('invoice.paymentText')}</p>
          <p>{t('invoice.amountsIn')}</p>
        </div>
        <table className="print-totals" data-testid="invoice-totals">
          <tbody>
            <tr>
              <th scope="row">{t('invoice.totalHt')}</th>
              <td data-testid="invoice-total-ht">{formatEuros(totals.totalHtCents)}</td>
            </tr>
            <tr>
              <th scope="row">{t('invoice.vat', { percent: formatPercent(data.vatPercent, i18n.resolvedLanguage) })}</th>
              <td data-testid="invoice-vat">{formatEuros(totals.vatCents)}</td>
            </tr>
            <tr className="grand">
              <th scope="row">{t('invoice.totalTtc')}</th>
              <td data-testid="invoice-total-ttc">{formatEuros(totals.totalTtcCents)}</td>
            </tr>
            {payment?.balancePaid && (
              <tr className="split">
                <td colSpan={2} className="invoice-paid" data-testid="invoice-paid">
                  {t('invoice.paidOn', { date: payment.paidOn ?? data.issued, amount: formatEuros(0) })}
                </td>
              </tr>
            )}
            {payment && !payment.balancePaid && payment.depositPaid && (
              <>
                <tr className="split">
                  <th scope="row">{t('invoice.depositPaid')}</th>
                  <td>− {formatEuros(payment.depositCents)}</td>
                </tr>
                <tr className="split">
                  <th scope="row">{t('invoice.balanceDue')}</th>
                  <td>{formatEuros(payment.balanceCents)}</td>
                </tr>
              </>
            )}
          </tbody>
        </table>
      </div>
      <p className="print-footer">{t('invoice.footer', { firm: firmName, number: data.number, total: formatEuros(totals.totalTtcCents) })}</p>
    </article>
  );
}
