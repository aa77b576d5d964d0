import './security.css';
import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, KeyRound } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import type { ApiToken } from '@shared/schemas/api-tokens';
import { dateAndTime } from './session-list';

const SCOPE_TONES: Record<ApiToken['scope'], string> = { read: 'info', 'read-write': 'warning' };

/**
 * Personal API tokens, one row each: the name and its rights, when it was created and expires, its
 * last use (when, from where); each with « Révoquer », which asks first and then runs `revoke`.
 * Never the token itself.
 */
export function TokenList({ tokens, label, revoke, testId = 'token-list' }: { tokens: readonly ApiToken[]; label: string; revoke: (token: ApiToken) => Promise<void>; testId?: string }) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <>
      <ul className="session-list" aria-label={label} data-testid={testId}>
        {tokens.map((token) => (
          <li key={token.id} className="session-row" data-testid="token-row">
            <span className="icon-tile session-icon" aria-hidden="true">
              <KeyRound size={18} />
            </span>
            <div className="session-text">
              <p className="session-device">
                <span className="token-name">{token.name}</span>
                <span className={`badge badge-soft tone-${SCOPE_TONES[token.scope]} ms-2`}>{t(`security.tokens.scopes.${token.scope}`)}</span>
              </p>
              <small className="text-body-secondary">
                {t('security.tokens.createdAt', { date: formatDate(token.createdAt) })} · {t('security.tokens.expiresAt', { date: formatDate(token.expiresAt) })}
              </small>
              <small className="text-body-secondary" data-testid="token-last-use">
                {token.lastUsedAt ? t('security.tokens.lastUsed', { ...dateAndTime(token.lastUsedAt), ip: token.lastUsedIp ?? '' }) : t('security.tokens.neverUsed')}
              </small>
            </div>
            <button type="button" className="btn btn-sm btn-label-danger session-end" aria-label={t('security.tokens.revokeNamed', { name: token.name })} onClick={() => setRevoking(token)}>
              <Ban size={14} aria-hidden="true" />
              {t('security.tokens.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={revoking !== null}
        title={t('security.tokens.revokeTitle')}
        text={t('security.tokens.revokeConfirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('security.tokens.revoke')}
        busyLabel={t('security.tokens.revoking')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          await revoke(revoking!);
          showToast({ variant: 'success', key: 'security.tokens.revoked' });
        }}
      />
    </>
  );
}
