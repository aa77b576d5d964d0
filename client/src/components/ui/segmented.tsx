import './business.css';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

/** A row of buttons of which one is pressed: Mes clients / Tous les clients, par semaine / par mois... */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  /** the group's name, read out */
  label: string;
  value: V;
  options: ReadonlyArray<SegmentedOption<V>>;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={className ? `segmented ${className}` : 'segmented'} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
