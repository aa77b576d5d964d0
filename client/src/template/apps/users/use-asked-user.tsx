import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { UserX } from 'lucide-react';
import type { TemplateUser } from '@shared/schemas/template-users';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState, ErrorState } from '@/components/ui/list-states';
import { ApiError } from '@/lib/api-client';
import { useTemplateUser } from './api/get-user';
import { useTemplateUsers } from './api/get-users';
import { idParam, useUserPaths } from './user-paths';

/**
 * The user a page is about: the one of `?id=`, else the first of the list. Until there is one,
 * `pending` is what the page shows instead: not found, the failure with a retry, or loading.
 */
export function useAskedUser(): { user: TemplateUser | undefined; pending: ReactNode | null } {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paths = useUserPaths();
  const asked = idParam(params);
  const list = useTemplateUsers();
  const id = asked ?? list.data?.[0]?.id ?? null;
  const { data: user, error, mutate } = useTemplateUser(id);
  const missing = error instanceof ApiError && error.status === 404;

  if (missing || (asked === null && list.data?.length === 0)) {
    return {
      user: undefined,
      pending: (
        <div className="card">
          <EmptyState icon={<UserX size={28} />} title={t('templateUsers.notFoundTitle')} text={t('templateUsers.notFoundText', { id: params.get('id') ?? '' })}
            action={<BackLink to={paths.list} label={t('templateUsers.backToList')} className="btn btn-sm btn-label-primary" />}
          />
        </div>
      ),
    };
  }
  if (error || (asked === null && list.error)) {
    return {
      user: undefined,
      pending: (
        <div className="card">
          <ErrorState error={error ?? list.error} onRetry={() => void (error ? mutate() : list.mutate())} />
        </div>
      ),
    };
  }
  if (!user) return { user: undefined, pending: <div className="card user-loading" aria-busy="true" aria-label={t('business.loading')} /> };
  return { user, pending: null };
}
