import { useMemo, useState } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { computeFees } from '@shared/fees';
import type { FeeForm } from '@shared/schemas/fees';
import { toastForError } from '@/lib/error-toast';
import { toastRefusal } from './contract-form';
import { useProblems } from './use-problems';

/**
 * What the fee editors (a new contract, a contract, the template) share over their form: the live
 * totals of `fees`, the decimal fields holding a number typed wrong, and the save: refused with a
 * toast saying why (toastRefusal), or `write` while `saving`, its failure in a toast.
 */
export function useFeeEditor<V extends FieldValues>(fees: FeeForm, handleSubmit: UseFormHandleSubmit<V>, write: (values: V) => Promise<void>) {
  const totals = useMemo(() => computeFees(fees), [fees]);
  const problems = useProblems();
  const [saving, setSaving] = useState(false);
  const save = handleSubmit(async (values) => {
    if (problems.count > 0) return toastRefusal({});
    setSaving(true);
    try {
      await write(values);
    } catch (err) {
      toastForError(err);
    } finally {
      setSaving(false);
    }
  }, toastRefusal);
  return { totals, problems, saving, save };
}
