import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { contractReference } from '@shared/contract-reference';
import { formatEuros, toCents } from '@shared/fees';
import type { Paged } from '@shared/schemas/common';
import type { Contract } from '@shared/schemas/contracts';
import { SECTION_NUMBERS, type FeeForm, type SectionNumber } from '@shared/schemas/fees';
import { ControlLabel } from '@/components/forms/control-label';
import { FormField } from '@/components/forms/form-field';
import { withQuery } from '@/lib/api-path';

/** The longest consultation an invoice bills, in minutes. */
export const MAX_MINUTES = 10_000;

/** The fee schedule's services, with their unit prices, ticked or not; the consultation's length. */
export function ScheduleSettings({
  prices,
  sectionName,
  sections,
  onSections,
  minutesText,
  onMinutes,
  minutesError,
}: {
  prices: FeeForm;
  sectionName: (section: SectionNumber) => string;
  sections: ReadonlySet<SectionNumber>;
  onSections: (next: Set<SectionNumber>) => void;
  minutesText: string;
  onMinutes: (text: string) => void;
  minutesError: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (n: SectionNumber, on: boolean) => {
    const next = new Set(sections);
    if (on) next.add(n);
    else next.delete(n);
    onSections(next);
  };
  return (
    <fieldset>
      <legend className="invoice-legend">{t('invoice.settings')}</legend>
      <p className="text-body-secondary small">{t('invoice.settingsHint')}</p>
      <ul className="invoice-services">
        {SECTION_NUMBERS.map((n) => {
          const price = n === 1 ? `${formatEuros(toCents(prices.hourlyRate))} ${t('invoice.perHour')}` : formatEuros(toCents(prices.flatPrices[n]));
          return (
            <li key={n} className="form-check">
              <input id={`invoice-section-${n}`} type="checkbox" className="form-check-input" checked={sections.has(n)} onChange={(e) => toggle(n, e.target.checked)} />
              <label className="form-check-label" htmlFor={`invoice-section-${n}`}>
                <span>{sectionName(n)}</span>
                <span className="invoice-service-price">{price}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {sections.has(1) && (
        <FormField id="invoice-minutes" label={t('invoice.minutes')} error={minutesError ? t('invoice.minutesError') : null}>
          {(aria) => (
            <input
              {...aria}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_MINUTES}
              step={1}
              className={`form-control${minutesError ? ' is-invalid' : ''}`}
              value={minutesText}
              onChange={(e) => onMinutes(e.target.value)}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}

const pickerLabel = (c: Contract) => `${c.reference} · ${c.clientName} · ${formatEuros(c.totalTtcCents)}`;

/** Recent contracts to fill the invoice from (the roles that read contracts only). */
export function ContractPicker({ current, loaded }: { current: number | null; loaded: Contract | undefined }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const { data } = useSWR<Paged<Contract>>(withQuery('api/contracts', { perPage: 25, sort: 'updatedAt', order: 'desc' }), { revalidateOnFocus: false });
  const options = data?.items ?? [];
  return (
    <div className="mb-3">
      <ControlLabel htmlFor="invoice-contract">{t('invoice.fromContract')}</ControlLabel>
      <select
        id="invoice-contract"
        className="form-select"
        value={current ?? ''}
        aria-describedby="invoice-contract-hint"
        onChange={(e) => setParams(e.target.value ? { contract: e.target.value } : {})}
      >
        <option value="">{t('invoice.fromContractNone')}</option>
        {current !== null && !options.some((c) => c.id === current) && <option value={current}>{loaded ? pickerLabel(loaded) : contractReference(current)}</option>}
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {pickerLabel(c)}
          </option>
        ))}
      </select>
      <small id="invoice-contract-hint" className="form-text">
        {t('invoice.fromContractHint')}
      </small>
    </div>
  );
}
