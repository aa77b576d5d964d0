import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput, type DateInputProps } from './date-input';
import { FormField, type FieldProps } from './form-field';

/**
 * A labelled date field of a react-hook-form form: the browser's date control, whose value is the
 * field's ('YYYY-MM-DD'; empty: `empty`, null unless the form's input wants ''). While it shows a
 * date that cannot be read the field holds UNREADABLE_DATE, which the form's resolver refuses
 * (schemaResolver's `dates`): nothing else than what it shows is ever sent.
 */
export function DateField<V extends FieldValues>({
  control,
  name,
  empty = null,
  id,
  label,
  error,
  hint,
  required,
  className,
  ...input
}: Omit<FieldProps, 'describedBy'> &
  Omit<DateInputProps, 'id' | 'className' | 'value' | 'onValue' | 'name' | 'required'> & {
    control: Control<V>;
    name: FieldPath<V>;
    empty?: null | '';
  }) {
  const { field } = useController({ control, name });
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <DateInput
          {...aria}
          {...input}
          className={`form-control${error ? ' is-invalid' : ''}`}
          name={field.name}
          ref={field.ref}
          value={field.value as string | null}
          onValue={(value) => field.onChange(value === '' ? empty : value)}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
