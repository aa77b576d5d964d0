import { useCallback, useMemo, useState } from 'react';
import { computeFees } from '@shared/fees';
import { type FeeForm } from '@shared/schemas/fees';
import { showToast } from '@/lib/toast-store';
import { useProblems } from './use-problems';

/**
 * The state of a fee editor: what was last saved (or started from), what is being typed, whether
 * they differ, the live totals, and the fields holding an invalid number.
 */
export function useEditorDraft<Draft extends { form: FeeForm }>() {
  const [saved, setSaved] = useState<Draft | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const problems = useProblems();
  const dirty = saved !== null && draft !== null && JSON.stringify(saved) !== JSON.stringify(draft);
  const totals = useMemo(() => (draft ? computeFees(draft.form) : null), [draft]);
  /** Both the saved state and the form become `value` (a first load, an answer to a save). */
  const load = useCallback((value: Draft) => {
    setSaved(value);
    setDraft(value);
  }, []);
  return { saved, setSaved, draft, setDraft, load, dirty, totals, problems };
}

/**
 * Whether the form may be sent; if not, says why in a toast. A contract needs a section;
 * `invalid` adds the page's own reasons (a template section without a title).
 */
export function readyToSave(form: FeeForm, problemCount: number, { needsSection = true, invalid = false } = {}): boolean {
  if (needsSection && !Object.values(form.sections).some(Boolean)) {
    showToast({ variant: 'danger', key: 'contracts.create.noSection' });
    return false;
  }
  if (problemCount > 0 || invalid) {
    showToast({ variant: 'danger', key: 'contracts.template.invalid' });
    return false;
  }
  return true;
}
