import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { capitalize, localeOf, monthNames } from '@/components/money/calendar';
import { addDays, currentIndex, isoWeekRange, isoWeeksInYear, PERIOD_KINDS, shiftPeriod, type Period, type PeriodKind } from '@shared/periods';

/** 'Novembre 2026', '4e trimestre 2026', 'Année 2026', 'Semaine 47 · du 16 nov. au 22 nov. 2026'. */
export function usePeriodLabel() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const dayYear = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
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
      <div className="segmented kpi-period-kinds" role="group" aria-label={t('kpi.period.label')}>
        {PERIOD_KINDS.map((kind) => (
          <button key={kind} type="button" aria-pressed={period.kind === kind} onClick={() => setKind(kind)}>
            {t(`kpi.period.kinds.${kind}`)}
          </button>
        ))}
      </div>
      <div className="kpi-period-pickers">
        <button type="button" className="btn-icon" aria-label={t('kpi.period.previous')} title={t('kpi.period.previous')} onClick={() => onChange(shiftPeriod(period, -1))}>
          <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        </button>
        <label className="visually-hidden" htmlFor="kpi-year">
          {t('kpi.period.year')}
        </label>
        <select
          id="kpi-year"
          className="form-select form-select-sm kpi-year"
          value={period.year}
          onChange={(event) => {
            const year = Number(event.target.value);
            onChange({ ...period, year, index: Math.min(period.index, period.kind === 'week' ? isoWeeksInYear(year) : period.index) });
          }}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        {indexOptions.length > 0 && (
          <>
            <label className="visually-hidden" htmlFor="kpi-index">
              {t(`kpi.period.${period.kind}`)}
            </label>
            <select id="kpi-index" className="form-select form-select-sm kpi-index" value={period.index} onChange={(event) => onChange({ ...period, index: Number(event.target.value) })}>
              {indexOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
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
