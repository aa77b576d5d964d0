import '@/components/ui/i18n';
import './date-filter.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedDateProblem } from '@shared/typed-dates';
import { DateInput, type DateInputProps } from './date-input';

/**
 * A list's date filter: a whole real date (or none) is applied as soon as it is typed or picked;
 * one that cannot be read is said in a bubble under the control (the filter bar keeps its layout)
 * and applies nothing (the list keeps the last date applied, until the control shows one again).
 */
export function DateFilter({
  value,
  onApply,
  className = 'form-control form-control-sm',
  ...input
}: Omit<DateInputProps, 'value' | 'onValue' | 'type'> & {
  /** the date applied ('' or null: none) */
  value: string | null;
  onApply: (value: string) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [unreadable, setUnreadable] = useState<string | null>(null);
  return (
    <span className="date-filter">
      <DateInput
        {...input}
        className={`${className}${unreadable ? ' is-invalid' : ''}`}
        aria-invalid={unreadable ? true : undefined}
        aria-describedby={unreadable ? errorId : undefined}
        value={unreadable ?? value}
        onValue={(typed) => {
          const bad = typedDateProblem(typed) !== null;
          setUnreadable(bad ? typed : null);
          if (!bad) onApply(typed);
        }}
      />
      {unreadable && (
        <span id={errorId} className="invalid-tooltip d-block date-filter-error" role="alert">
          {t('business.dateUnreadable')}
        </span>
      )}
    </span>
  );
}
