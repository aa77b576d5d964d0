import './totals-card.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/fees';
import { type FeeForm, type FeeTotals } from '@shared/schemas/fees';
import type { SectionText } from '@shared/schemas/fees';
import { DecimalInput, type DecimalProblem } from '@/components/forms/decimal-input';
import { SectionCard } from '@/components/ui/section-card';
import { formatPercent, lineDetail, sectionTitle } from './fee-text';

/**
 * The live totals of a fee form (computed by shared/fees.ts as the user types, the figures the
 * BFF will store), with the VAT and deposit percentages; the balance is 100 − deposit.
 */
export function TotalsCard({
  mode,
  form,
  totals,
  texts,
  onForm,
  reporter,
  idPrefix,
  footer,
}: {
  mode: 'template' | 'contract';
  form: FeeForm;
  totals: FeeTotals;
  texts: readonly SectionText[];
  /** null: read only */
  onForm: ((form: FeeForm) => void) | null;
  reporter: (key: string) => (problem: DecimalProblem | null) => void;
  idPrefix: string;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.resolvedLanguage);
  const chosen = Object.values(form.sections).filter(Boolean).length;
  const describe = (problem: DecimalProblem) =>
    problem === 'max' ? t('contracts.problems.max', { max: '100' }) : t(`contracts.problems.${problem}`);
  return (
    <SectionCard
      titleId={`${idPrefix}-totals-title`}
      title={t('contracts.totals.title')}
      actions={<span className="badge badge-soft tone-primary">{t('contracts.totals.chosen', { count: chosen })}</span>}
      className="totals-card"
      testId="totals-card"
    >
      {totals.lines.length === 0 ? (
        <p className="totals-empty">{mode === 'template' ? t('contracts.totals.noneTemplate') : t('contracts.totals.none')}</p>
      ) : (
        <ul className="totals-lines">
          {totals.lines.map((line) => (
            <li key={`${line.section}-${line.kind}`}>
              <span className="totals-line-text">
                <span className="totals-line-title">{line.kind === 'extra' ? `${sectionTitle(t, texts, line.section)} · ${t('contracts.lines.extraLabel')}` : sectionTitle(t, texts, line.section)}</span>
                <small>{lineDetail(t, line)}</small>
              </span>
              <span className="totals-line-amount">{formatEuros(line.htCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="totals-figures" aria-live="polite">
        <div>
          <dt>{t('contracts.totals.totalHt')}</dt>
          <dd data-testid="total-ht">{formatEuros(totals.totalHtCents)}</dd>
        </div>
        <div>
          <dt>{t('contracts.totals.vat', { percent: percent(form.vatPercent) })}</dt>
          <dd data-testid="total-vat">{formatEuros(totals.vatCents)}</dd>
        </div>
        <div className="totals-grand">
          <dt>{t('contracts.totals.totalTtc')}</dt>
          <dd data-testid="total-ttc">{formatEuros(totals.totalTtcCents)}</dd>
        </div>
        <div className="totals-split">
          <dt>
            {t('contracts.totals.deposit', { percent: percent(form.depositPercent) })}
            <small>{t('contracts.totals.depositWhen')}</small>
          </dt>
          <dd data-testid="total-deposit">{formatEuros(totals.depositCents)}</dd>
        </div>
        <div className="totals-split">
          <dt>
            {t('contracts.totals.balance', { percent: percent(totals.balancePercent) })}
            <small>{t('contracts.totals.balanceWhen')}</small>
          </dt>
          <dd data-testid="total-balance">{formatEuros(totals.balanceCents)}</dd>
        </div>
      </dl>
      {onForm && (
        <fieldset className="totals-percentages">
          <legend>{t('contracts.totals.percentages')}</legend>
          <div className="totals-percent-grid">
            <div className="fee-field">
              <label className="form-label" htmlFor={`${idPrefix}-vat`}>
                {t('contracts.fields.vat')}
              </label>
              <DecimalInput
                id={`${idPrefix}-vat`}
                value={form.vatPercent}
                onValue={(value) => onForm({ ...form, vatPercent: value })}
                onProblem={reporter(`${idPrefix}-vat`)}
                max={100}
                suffix="%"
                describeProblem={describe}
              />
            </div>
            <div className="fee-field">
              <label className="form-label" htmlFor={`${idPrefix}-deposit`}>
                {t('contracts.fields.deposit')}
              </label>
              <DecimalInput
                id={`${idPrefix}-deposit`}
                value={form.depositPercent}
                onValue={(value) => onForm({ ...form, depositPercent: value })}
                onProblem={reporter(`${idPrefix}-deposit`)}
                max={100}
                suffix="%"
                describeProblem={describe}
              />
            </div>
            <div className="fee-field">
              <label className="form-label" htmlFor={`${idPrefix}-balance`}>
                {t('contracts.fields.balance')}
              </label>
              <div className="input-group money-input-group">
                <input id={`${idPrefix}-balance`} className="form-control money-input" value={String(totals.balancePercent).replace('.', ',')} readOnly aria-describedby={`${idPrefix}-balance-hint`} />
                <span className="input-group-text">%</span>
              </div>
            </div>
          </div>
          <p className="form-text mb-0" id={`${idPrefix}-balance-hint`}>
            {t('contracts.fields.balanceHint')}
          </p>
        </fieldset>
      )}
      {footer}
    </SectionCard>
  );
}
