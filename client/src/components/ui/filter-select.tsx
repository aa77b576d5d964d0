/**
 * A list's filter: a select named by its label (visually hidden unless `labelClassName` shows it),
 * its first option "all" (the empty value), then one option per value with its label.
 */
export function FilterSelect<V extends string>({
  id,
  label,
  allLabel,
  values,
  labelOf,
  value,
  onValue,
  className = 'form-select',
  labelClassName = 'visually-hidden',
}: {
  id: string;
  label: string;
  allLabel: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  value: V | null;
  /** the chosen value, '' for all */
  onValue: (value: string) => void;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className={className} value={value ?? ''} onChange={(event) => onValue(event.target.value)}>
        <option value="">{allLabel}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </>
  );
}
