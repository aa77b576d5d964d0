import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PATHS } from '@shared/paths';
import { readsJournal } from '@shared/policies';
import type { JournalFields } from '@/features/journal/journal-fields';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';
import { useSession } from '@/lib/session';

/** The admin's screens of the journal (not in the menu): any other role is sent to the not-authorized page. */
function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return readsJournal(user?.role) ? children : <Navigate to={PATHS.notAuthorized} replace />;
}

/** A journal screen given the fields table, its code and the table's loaded together when first shown. */
function journalScreen(load: () => Promise<{ default: ComponentType<{ fields: JournalFields }> }>): LazyPage<object> {
  const Page = lazyPage(async () => {
    const [{ default: Screen }, { JOURNAL_FIELDS }] = await Promise.all([load(), import('./journal-fields')]);
    return { default: () => <Screen fields={JOURNAL_FIELDS} /> };
  });
  const Guarded = () => (
    <AdminOnly>
      <Page />
    </AdminOnly>
  );
  return Object.assign(Guarded, { preload: Page.preload });
}

/** /app/journal: the whole journal, its filters, its CSV and the check of its chain. */
export const JournalScreen = journalScreen(() => import('@/features/journal/journal-page'));
/** /app/user/export/:id: a client's data, to read and print. */
export const ClientExportScreen = journalScreen(() => import('@/features/journal/client-export-page'));
