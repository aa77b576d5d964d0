import './security.css';
import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, LogOut, MonitorSmartphone } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useSession } from '@/lib/session';
import { isStaff } from '@shared/policies';
import type { OpenSession } from '@shared/schemas/access';
import { ApiTokensPanel } from './api-tokens-panel';
import { endOtherSessions, endOwnSession, useOwnSessions, useOwnSignIns } from './own-security-api';
import { SessionList } from './session-list';
import { SignInList } from './sign-in-list';

/**
 * The signed-in user's own security, for every role (the profile's Sécurité tab, the user menu's
 * dialog): their open sessions, each but this one with "Déconnecter", "Déconnecter les autres
 * appareils", their personal API tokens (staff), and their account's recent sign-ins.
 * `headingLevel` follows where it is drawn.
 */
export function SecurityPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const sessions = useOwnSessions();
  const signIns = useOwnSignIns();
  const { user } = useSession();
  const [endingOthers, setEndingOthers] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const others = sessions.data?.items.filter((session) => !session.current) ?? [];

  const end = async (session: OpenSession) => {
    setEnding(session.id);
    try {
      await endOwnSession(session.id);
      showToast({ variant: 'success', key: 'security.ended' });
    } catch (error) {
      toastForError(error);
    } finally {
      setEnding(null);
    }
  };

  return (
    <div className="security-panel" data-testid="security-panel">
      <section className="security-block" aria-labelledby="security-sessions-title">
        <div className="security-block-head">
          <Heading id="security-sessions-title" className="security-heading">
            <MonitorSmartphone size={18} aria-hidden="true" />
            {t('security.sessions')}
          </Heading>
          {others.length > 0 && (
            <button type="button" className="btn btn-sm btn-label-danger" onClick={() => setEndingOthers(true)} data-testid="end-other-sessions">
              <LogOut size={14} aria-hidden="true" className="flip-rtl" />
              {t('security.endOthers')}
            </button>
          )}
        </div>
        {sessions.data ? (
          <div aria-busy={ending !== null}>
            {sessions.data.items.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('security.noSession')}</p>
            ) : (
              <SessionList sessions={sessions.data.items} onEnd={(session) => void end(session)} />
            )}
            {sessions.data.items.length > 0 && others.length === 0 && <p className="text-body-secondary small mt-2 mb-0">{t('security.noOtherSession')}</p>}
          </div>
        ) : sessions.error ? (
          <ErrorState error={sessions.error} onRetry={() => void sessions.mutate()} />
        ) : (
          <TableSkeleton rows={2} columns={3} />
        )}
      </section>
      {isStaff(user?.role) && <ApiTokensPanel headingLevel={headingLevel} />}
      <section className="security-block" aria-labelledby="security-sign-ins-title">
        <Heading id="security-sign-ins-title" className="security-heading">
          <History size={18} aria-hidden="true" />
          {t('security.signIns')}
        </Heading>
        {signIns.data ? (
          signIns.data.items.length === 0 ? (
            <EmptyState title={t('security.noSignIn')} />
          ) : (
            <SignInList attempts={signIns.data.items} />
          )
        ) : signIns.error ? (
          <ErrorState error={signIns.error} onRetry={() => void signIns.mutate()} />
        ) : (
          <TableSkeleton rows={3} columns={4} />
        )}
      </section>
      <ConfirmDialog
        show={endingOthers}
        title={t('security.endOthers')}
        text={t('security.endOthersConfirm')}
        confirmLabel={t('security.endOthers')}
        busyLabel={t('business.loading')}
        onClose={() => setEndingOthers(false)}
        onConfirm={async () => {
          await endOtherSessions();
          showToast({ variant: 'success', key: 'security.othersEnded' });
        }}
      />
    </div>
  );
}
