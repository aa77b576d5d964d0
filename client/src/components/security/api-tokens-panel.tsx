import './security.css';
import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Plus } from 'lucide-react';
import { ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { revokeOwnToken, useOwnTokens } from './api-tokens-api';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenList } from './token-list';

/** The staff's own personal API tokens in « Sécurité »: listed, created (shown once), revoked. */
export function ApiTokensPanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const tokens = useOwnTokens();
  const [creating, setCreating] = useState(false);
  const Heading = `h${headingLevel}` as const;

  return (
    <section className="security-block" aria-labelledby="security-tokens-title" data-testid="api-tokens">
      <div className="security-block-head">
        <Heading id="security-tokens-title" className="security-heading">
          <KeyRound size={18} aria-hidden="true" />
          {t('security.tokens.title')}
        </Heading>
        <button type="button" className="btn btn-sm btn-label-primary" onClick={() => setCreating(true)} data-testid="create-token">
          <Plus size={14} aria-hidden="true" />
          {t('security.tokens.create')}
        </button>
      </div>
      <p className="text-body-secondary small">{t('security.tokens.intro')}</p>
      {tokens.data ? (
        tokens.data.items.length === 0 ? (
          <p className="text-body-secondary small mb-0">{t('security.tokens.none')}</p>
        ) : (
          <TokenList tokens={tokens.data.items} label={t('security.tokens.listLabel')} revoke={(token) => revokeOwnToken(token.id)} />
        )
      ) : tokens.error ? (
        <ErrorState error={tokens.error} onRetry={() => void tokens.mutate()} />
      ) : (
        <TableSkeleton rows={1} columns={3} />
      )}
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
