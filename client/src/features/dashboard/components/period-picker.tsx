import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Segmented } from '@/components/ui/segmented';
import { capitalize, dateFormat, localeOf, monthNames } from '@/lib/dates';
import { addDays, currentIndex, isoWeekRange, isoWeeksInYear, PERIOD_KINDS, shiftPeriod, type Period, type PeriodKind } from '@shared/periods';

/** 'Novembre 2026', '4e trimestre 2026', 'Année 2026', 'Semaine 47 · du 16 nov. au 22 nov. 2026'. */
export function usePeriodLabel() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const day = dateFormat(locale, { day: 'numeric', month: 'short' });
  const dayYear = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const months = monthNames(locale, 'long');
  return {
    long(period: Period): string {
      if (period.kind === 'month') return `${capitalize(months[period.index - 1])} ${period.year}`;
      if (period.kind === 'quarter')
        return period.index === 1 && i18n.resolvedLanguage !== 'en'
          ? t('kpi.period.quarterFirst', { year: period.year })
          : t('kpi.period.quarterLong', { n: period.index, year: period.year });
      if (period.kind === 'year') return t('kpi.period.yearLong', { year: period.year });
      const { start, end } = isoWeekRange(period.year, period.index);
      return t('kpi.period.weekLong', { n: period.index, from: day.format(start), to: dayYear.format(addDays(end, -1)) });
    },
    weekOption(year: number, week: number): string {
      const { start, end } = isoWeekRange(year, week);
      return t('kpi.period.weekName', { n: week, from: day.format(start), to: day.format(addDays(end, -1)) });
    },
    months,
  };
}

/** A small select of numbers whose label only screen readers hear (the picker's row says the rest). */
function CompactSelect({ id, label, className, value, options, onChange }: { id: string; label: string; className: string; value: number; options: Array<{ value: number; label: string }>; onChange: (value: number) => void }) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`form-select form-select-sm ${className}`} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Mois / Trimestre / Année / Semaine, the year, and which month, quarter or week. */
export function PeriodPicker({ period, years, onChange }: { period: Period; years: number[]; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const labels = usePeriodLabel();
  const setKind = (kind: PeriodKind) => onChange({ kind, year: period.year, index: currentIndex(kind, period.year) });
  const indexOptions =
    period.kind === 'month'
      ? labels.months.map((name, i) => ({ value: i + 1, label: capitalize(name) }))
      : period.kind === 'quarter'
        ? [1, 2, 3, 4].map((n) => ({ value: n, label: t('kpi.period.quarterName', { n }) }))
        : period.kind === 'week'
          ? Array.from({ length: isoWeeksInYear(period.year) }, (_, i) => ({ value: i + 1, label: labels.weekOption(period.year, i + 1) }))
          : [];
  return (
    <div className="kpi-period" data-testid="period-picker">
      <Segmented
        className="kpi-period-kinds"
        label={t('kpi.period.label')}
        value={period.kind}
        options={PERIOD_KINDS.map((kind) => ({ value: kind, label: t(`kpi.period.kinds.${kind}`) }))}
        onChange={setKind}
      />
      <div className="kpi-period-pickers">
        <button type="button" className="btn-icon" aria-label={t('kpi.period.previous')} title={t('kpi.period.previous')} onClick={() => onChange(shiftPeriod(period, -1))}>
          <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        </button>
        <CompactSelect
          id="kpi-year"
          className="kpi-year"
          label={t('kpi.period.year')}
          value={period.year}
          options={years.map((year) => ({ value: year, label: String(year) }))}
          onChange={(year) => onChange({ ...period, year, index: Math.min(period.index, period.kind === 'week' ? isoWeeksInYear(year) : period.index) })}
        />
        {indexOptions.length > 0 && (
          <CompactSelect id="kpi-index" className="kpi-index" label={t(`kpi.period.${period.kind}`)} value={period.index} options={indexOptions} onChange={(index) => onChange({ ...period, index })} />
        )}
        <button
          type="button"
          className="btn-icon"
          aria-label={t('kpi.period.next')}
          title={t('kpi.period.next')}
          disabled={shiftPeriod(period, 1).year > new Date().getFullYear()}
          onClick={() => onChange(shiftPeriod(period, 1))}
        >
          <ChevronRight size={18} aria-hidden="true" className="flip-rtl" />
        </button>
      </div>
    </div>
  );
}
