/** A CRM entry's rules a JSON schema cannot say, for the CRM form and the BFF. */
import type { CrmEntryInput } from '../schemas/crm.js';
import type { Problem } from './problem.js';

/** An e-mail is received, never a meeting; a call is never "Email reçu"; no date after the firm's today. */
export function crmEntryProblems(entry: Pick<CrmEntryInput, 'object' | 'action' | 'date'>, today: string): Array<Problem<'action' | 'dateFuture'>> {
  const problems: Array<Problem<'action' | 'dateFuture'>> = [];
  if ((entry.object === 'Email') !== (entry.action === 'Email reçu')) problems.push({ field: 'action', key: 'action' });
  if (entry.date > today) problems.push({ field: 'date', key: 'dateFuture' });
  return problems;
}
