import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, ShieldCheck } from 'lucide-react';
import type { Member } from '@shared/schemas/members';
import { GiveAccess } from '@/components/access/give-access';
import { SessionList } from '@/components/security/session-list';
import { TokenList } from '@/components/security/token-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { showToast } from '@/lib/toast-store';
import { giveMemberAccess } from '@/features/members/api/give-member-access';
import { endMemberSessions, useMemberSessions } from '@/features/members/api/member-sessions';
import { revokeMemberToken, useMemberTokens } from '@/features/members/api/member-tokens';
import '@/components/security/i18n';
import '@/components/ui/split-grid.css';

/**
 * Under the member form (admin): their password (a temporary one to give, or theirs to reset; never
 * one's own, changed from the profile), their open sessions with "Tout déconnecter", and their
 * personal API tokens, each with « Révoquer ».
 */
export function MemberAccess({ member, self }: { member: Member; self: boolean }) {
  const { t } = useTranslation();
  const sessions = useMemberSessions(member.id);
  const tokens = useMemberTokens(member.id);
  const [endingAll, setEndingAll] = useState(false);
  const count = sessions.data?.items.length ?? 0;

  return (
    <section className="member-access" aria-labelledby={`member-${member.id}-access-title`} data-testid="member-access">
      <h3 id={`member-${member.id}-access-title`} className="member-access-title">
        <ShieldCheck size={18} aria-hidden="true" />
        {t('members.access.title')}
      </h3>
      <div className="split-grid split-grid-md member-access-grid">
        <div>
          {self ? (
            <p className="access-state mb-0">{t('access.cannotResetSelf')}</p>
          ) : (
            <GiveAccess name={member.name} email={member.email} state={member.access} audience="member" give={() => giveMemberAccess(member.id)} />
          )}
        </div>
        <div className="min-w-0">
          <div className="member-access-head">
            <h4 className="member-access-subtitle">{t('security.sessions')}</h4>
            {count > 0 && (
              <button type="button" className="btn btn-sm btn-label-danger" onClick={() => setEndingAll(true)}>
                <LogOut size={14} aria-hidden="true" className="flip-rtl" />
                {t('security.endAll')}
              </button>
            )}
          </div>
          {sessions.data ? (
            count === 0 ? (
              <p className="text-body-secondary small mb-0">{t('security.noSession')}</p>
            ) : (
              <SessionList sessions={sessions.data.items} testId="member-sessions" />
            )
          ) : sessions.error ? (
            <ErrorState error={sessions.error} onRetry={() => void sessions.mutate()} />
          ) : (
            <TableSkeleton rows={1} columns={2} />
          )}
        </div>
      </div>
      <div className="member-access-tokens">
        <h4 className="member-access-subtitle">{t('security.tokens.title')}</h4>
        {tokens.data ? (
          tokens.data.items.length === 0 ? (
            <p className="text-body-secondary small mb-0">{t('security.tokens.none')}</p>
          ) : (
            <TokenList tokens={tokens.data.items} label={t('security.tokens.memberListLabel', { name: member.name })} revoke={(token) => revokeMemberToken(member.id, token.id)} testId="member-tokens" />
          )
        ) : tokens.error ? (
          <ErrorState error={tokens.error} onRetry={() => void tokens.mutate()} />
        ) : (
          <TableSkeleton rows={1} columns={2} />
        )}
      </div>
      <ConfirmDialog
        show={endingAll}
        title={t('security.endAll')}
        text={self ? t('security.endAllSelfConfirm') : t('security.endAllConfirm', { name: member.name })}
        confirmLabel={t('security.endAll')}
        busyLabel={t('business.loading')}
        onClose={() => setEndingAll(false)}
        onConfirm={async () => {
          await endMemberSessions(member.id);
          showToast({ variant: 'success', key: 'security.allEnded' });
        }}
      />
    </section>
  );
}
