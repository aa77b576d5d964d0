/** A contract's rules a JSON schema cannot say, for the contract screens and the BFF. */
import type { FeeForm } from '../schemas/fees.js';
import type { Problem } from './problem.js';

/** A contract sells one service at least. */
export function contractProblems(contract: { form: Pick<FeeForm, 'sections'> }): Array<Problem<'noSection'>> {
  return Object.values(contract.form.sections).some(Boolean) ? [] : [{ field: 'form.sections', key: 'noSection' }];
}
