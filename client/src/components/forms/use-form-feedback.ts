import { useEffect, useRef, useState, type FormEvent } from 'react';
import { get, type FieldErrors, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { refusedFields } from './resolvers';

/** Focuses the first control of `form`, in the order of the page, whose field (its `name`: `personalAddress.zipCode`) is in `names`. */
function focusFirstField(form: HTMLFormElement | null, names: ReadonlySet<string>): boolean {
  const first = Array.from(form?.elements ?? []).find((control) => names.has(control.getAttribute('name') ?? ''));
  if (first instanceof HTMLElement) first.focus();
  return first !== undefined;
}

/**
 * When a react-hook-form form shows its errors: a field's broken rule (its error's message, an
 * i18n key) once the field was left or after a first submit; a refusal of the BFF (`server`) at
 * once, until the field changes.
 */
export function useFormFeedback<V extends FieldValues, S = string>(form: UseFormReturn<V>) {
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<FieldPath<V>, S>>>({});
  // The form submitted last: its controls are the fields, in the order of the page.
  const formElement = useRef<HTMLFormElement | null>(null);
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
  /** the fields refused by the rules (`errors`: a submit's, or the form's), by the BFF, and `also` (a taken e-mail) */
  const problemFields = (errors: FieldErrors<V>, also: readonly string[] = []): ReadonlySet<string> =>
    new Set([...refusedFields(errors).map(([name]) => name), ...also, ...Object.keys(server)]);

  return {
    /** the form's onSubmit: errors show from now on, then `submit` (react-hook-form's handleSubmit) runs */
    submitWith: (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      formElement.current = event.currentTarget;
      setSubmitted(true);
      void submit(event);
    },
    submitted,
    setSubmitted,
    server,
    setServer,
    brokenRule,
    /** whether the submitted form has a control for the field (a refusal of the BFF may name one it does not show) */
    hasField: (name: string): boolean => formElement.current?.elements.namedItem(name) != null,
    problemFields,
    /** Focuses the first field in error (problemFields) of the submitted form, in the order of the page; says whether there was one. */
    focusFirst: (errors: FieldErrors<V>, also?: readonly string[]): boolean => focusFirstField(formElement.current, problemFields(errors, also)),
    /** the rule a field breaks, once it is to be shown */
    shownRule: (name: FieldPath<V>): string | null => (submitted || get(touchedFields, name) ? brokenRule(name) : null),
  };
}
