import { useEffect, useState, type FormEvent } from 'react';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * When a react-hook-form form shows its errors: a field's broken rule (its error's message, an
 * i18n key) once the field was left or after a first submit; a refusal of the BFF (`server`) at
 * once, until the field changes.
 */
export function useFormFeedback<V extends FieldValues, S = string>(form: UseFormReturn<V>) {
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<FieldPath<V>, S>>>({});
  const { watch } = form;
  const { errors, touchedFields } = form.formState;

  // A change of a field (typed or set) takes its server error away.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      setServer((current) => {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  /** the rule a field breaks now (whether shown or not) */
  const brokenRule = (name: FieldPath<V>): string | null => {
    const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message !== '' ? message : null;
  };

  return {
    /** the form's onSubmit: errors show from now on, then `submit` (react-hook-form's handleSubmit) runs */
    submitWith: (submit: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
      setSubmitted(true);
      void submit(event);
    },
    submitted,
    setSubmitted,
    server,
    setServer,
    brokenRule,
    /** the rule a field breaks, once it is to be shown */
    shownRule: (name: FieldPath<V>): string | null => (submitted || get(touchedFields, name) ? brokenRule(name) : null),
  };
}
