/** What a journal entry calls a record (the name it had then) and which client it belongs to. */
import type { JournalKind } from '../../shared/schemas/journal.js';

type Shown = Record<string, unknown> | null;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fullName = (record: Record<string, unknown>) => [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ');

/** The name a screen shows for the record: a person's name, a contract's label, a task's title, a file's name. */
export function labelOf(kind: JournalKind, record: Shown): string {
  if (!record) return '';
  switch (kind) {
    case 'client':
    case 'member':
      return fullName(record) || text(record.name) || text(record.email);
    case 'contract':
      return text(record.label) || text(record.reference);
    case 'task':
      return text(record.title);
    case 'document':
      return text(record.filename);
    case 'crmEntry':
      return text(record.name);
    case 'apiToken':
      return text(record.name);
    default:
      return '';
  }
}

/** The client a contract, a task or a document belongs to: their history shows its entries. */
export function clientOf(kind: JournalKind, record: Shown): { clientId?: number } {
  if (!record) return {};
  const id = kind === 'contract' ? record.clientId : kind === 'task' ? record.customerId : kind === 'document' ? record.ownerId : undefined;
  return typeof id === 'number' ? { clientId: id } : {};
}
