import { useEffect, useRef, type InputHTMLAttributes } from 'react';

/**
 * A "select all" checkbox that can also be half-ticked (some, not all, chosen): HTML has no
 * attribute for that state, only the element's `indeterminate` property, set here.
 */
export function IndeterminateCheckbox({ indeterminate, className = 'form-check-input', ...input }: { indeterminate: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={className} {...input} />;
}
