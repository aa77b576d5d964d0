import { HistoryList } from '@/features/journal/components/history-list';
import { historyPath, type HistoryKind } from '@/features/journal/api/get-history';
import { JOURNAL_FIELDS } from './journal-fields';

/** A record's history (a client's, a contract's, a member's), with the fields named as their forms name them: its own chunk, loaded when shown. */
export default function JournalHistory({ kind, id }: { kind: HistoryKind; id: number }) {
  return <HistoryList path={historyPath(kind, id)} fields={JOURNAL_FIELDS} subject={{ kind, id }} />;
}
