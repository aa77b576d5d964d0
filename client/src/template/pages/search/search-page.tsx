import { IconTile } from '@/components/ui/icon-tile';
import './i18n';
import '@/components/ui/split-grid.css';
import './search-page.css';
import '@/components/ui/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { CalendarClock, FileSignature, LayoutGrid, ListChecks, Search, UserRound } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { hasPermission, MENU_ITEMS } from '@shared/menu';
import { clientCardPath, contractPath, PATHS } from '@shared/paths';
import type { MainSearchResponse } from '@shared/schemas/bookmarks';
import type { Client } from '@shared/schemas/clients';
import type { Paged } from '@shared/schemas/common';
import type { Contract } from '@shared/schemas/contracts';
import { QUICK_SEARCH_MIN_LENGTH } from '@shared/schemas/search';
import type { Task } from '@shared/schemas/tasks';
import { MenuIcon } from '@/components/menu-icon';
import { EmptyState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SearchBox } from '@/components/ui/search-box';
import { withQuery } from '@/lib/api-path';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/person-name';
import { useSession } from '@/lib/session';

const KINDS = ['clients', 'contracts', 'tasks', 'pages'] as const;
type Kind = (typeof KINDS)[number];
/** Results of a kind on this page; the list screen has the rest. */
const SHOWN = 10;

interface Group {
  kind: Kind;
  total: number;
  items: Array<{ key: string | number; to: string; title: string; detail: ReactNode; icon: ReactNode }>;
  loading: boolean;
  error: boolean;
  retry: () => void;
  /** the list screen with the same search, when there is one */
  more: string | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** A list endpoint's first page for the search, when the role may read it. */
function useListSearch<T>(path: string, enabled: boolean, q: string) {
  const { data, error, isLoading, mutate } = useSWR<Paged<T>>(enabled ? withQuery(path, { q, perPage: SHOWN }) : null, { revalidateOnFocus: false, keepPreviousData: true });
  return { data: enabled ? data : undefined, error: Boolean(error), loading: enabled && isLoading, retry: () => void mutate() };
}

function GroupSection({ group }: { group: Group }) {
  const { t } = useTranslation();
  const titleId = `search-${group.kind}-title`;
  return (
    <section className="card search-group" aria-labelledby={titleId} data-testid={`search-group-${group.kind}`}>
      <div className="card-body">
        <div className="card-title-row">
          <h2 id={titleId}>
            {t(`searchPage.kind.${group.kind}`)} <span className="badge badge-soft tone-primary search-count">{group.total}</span>
          </h2>
          {group.total > group.items.length && <small className="text-body-secondary">{t('searchPage.shown', { shown: group.items.length, count: group.total })}</small>}
        </div>
        {group.error ? (
          <p className="text-danger mb-0">
            {t('searchPage.groupError')}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={group.retry}>
              {t('searchPage.retry')}
            </button>
          </p>
        ) : group.items.length === 0 ? (
          <p className="text-body-secondary mb-0">{group.loading ? t('searchPage.searching') : t('searchPage.groupNone')}</p>
        ) : (
          <ul className="search-results">
            {group.items.map((item) => (
              <li key={item.key}>
                <Link to={item.to} className="search-result">
                  <IconTile className="search-result-icon">{item.icon}</IconTile>
                  <span className="search-result-text">
                    <span className="search-result-title">{item.title}</span>
                    <span className="search-result-detail">{item.detail}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {group.more && group.total > 0 && (
          <Link to={group.more} className="btn btn-sm btn-label-primary mt-3">
            {t('searchPage.seeAll', { count: group.total })}
          </Link>
        )}
      </div>
    </section>
  );
}

export interface SearchPageProps {
  /** the pages the role may open, by group: the shell's quick-search catalogue, which app/ gives */
  catalogue: MainSearchResponse['searchArr'];
}

/** /pages/search?q=: the back-office's records and pages the role may open, grouped by kind with counts. */
export default function SearchPage({ catalogue }: SearchPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const text = q.trim();
  const asked = params.get('kind');
  const kindFilter = KINDS.find((kind) => kind === asked) ?? null;
  const ready = text.length >= QUICK_SEARCH_MIN_LENGTH;
  const role = user?.role ?? null;
  const may = { clients: hasPermission(role, MENU_ITEMS.clients), contracts: hasPermission(role, MENU_ITEMS.contracts), tasks: hasPermission(role, MENU_ITEMS.tasks) };

  const clients = useListSearch<Client>('api/clients', ready && may.clients, text);
  const contracts = useListSearch<Contract>('api/contracts', ready && may.contracts, text);
  const tasks = useListSearch<Task>('api/tasks', ready && may.tasks, text);
  const words = fold(text).split(/\s+/).filter(Boolean);
  const pages = ready ? catalogue.flatMap((group) => group.data.map((page) => ({ ...page, groupTitle: group.groupTitle }))).filter((page) => words.every((w) => fold(`${page.title} ${page.groupTitle}`).includes(w))) : [];

  const listWith = (path: string) => `${path}?${new URLSearchParams({ q: text }).toString()}`;
  const groups: Group[] = [];
  if (may.clients) {
    groups.push({
      kind: 'clients',
      total: clients.data?.total ?? 0,
      loading: clients.loading,
      error: clients.error,
      retry: clients.retry,
      more: listWith(PATHS.clients),
      items: (clients.data?.items ?? []).map((c) => ({
        key: c.id,
        to: clientCardPath(c.id),
        title: fullName(c),
        detail: [c.email, c.mobilePhone || c.officePhone].filter(Boolean).join(' · '),
        icon: <UserRound size={18} />,
      })),
    });
  }
  if (may.contracts) {
    groups.push({
      kind: 'contracts',
      total: contracts.data?.total ?? 0,
      loading: contracts.loading,
      error: contracts.error,
      retry: contracts.retry,
      more: listWith(PATHS.contracts),
      items: (contracts.data?.items ?? []).map((c) => ({
        key: c.id,
        to: contractPath(c.id),
        title: `${c.reference} · ${c.clientName}`,
        detail: `${t(`business.contractStates.${c.state}`)} · ${formatEuros(c.totalTtcCents)}${c.label ? ` · ${c.label}` : ''}`,
        icon: <FileSignature size={18} />,
      })),
    });
  }
  if (may.tasks) {
    groups.push({
      kind: 'tasks',
      total: tasks.data?.total ?? 0,
      loading: tasks.loading,
      error: tasks.error,
      retry: tasks.retry,
      more: listWith(PATHS.tasks),
      items: (tasks.data?.items ?? []).map((task) => ({
        key: task.id,
        to: `${PATHS.tasks}?${new URLSearchParams({ q: task.title }).toString()}`,
        title: task.title,
        detail: [task.customerName, task.completed ? t('searchPage.completed') : task.dueDate ? t('searchPage.due', { date: formatDate(task.dueDate) }) : t('searchPage.noDue')].filter(Boolean).join(' · '),
        icon: task.completed ? <ListChecks size={18} /> : <CalendarClock size={18} />,
      })),
    });
  }
  groups.push({
    kind: 'pages',
    total: pages.length,
    loading: catalogue.length === 0,
    error: false,
    retry: () => undefined,
    more: null,
    items: pages.slice(0, SHOWN).map((page) => ({ key: page.id, to: page.link, title: page.title, detail: page.groupTitle, icon: <MenuIcon name={page.icon} size={18} /> })),
  });

  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const loading = groups.some((group) => group.loading && group.kind !== 'pages');
  const shown = kindFilter ? groups.filter((group) => group.kind === kindFilter) : groups;
  const setQuery = (next: string) => setParams((current) => {
    const copy = new URLSearchParams(current);
    if (next.trim() === '') copy.delete('q');
    else copy.set('q', next);
    return copy;
  }, { replace: true });
  const kindLink = (kind: Kind | null) => {
    const copy = new URLSearchParams(params);
    if (kind) copy.set('kind', kind);
    else copy.delete('kind');
    return `?${copy.toString()}`;
  };

  return (
    <>
      <PageHeading title={t('searchPage.title')} subtitle={t('searchPage.subtitle')} icon={<Search size={22} />} />
      <section className="card search-bar-card">
        <div className="card-body">
          <SearchBox value={q} onSearch={setQuery} id="search-page-q" label={t('searchPage.label')} />
          {ready && (
            <p className="search-summary" role="status" data-testid="search-summary">
              {loading ? t('searchPage.searching') : t('searchPage.summary', { count: total, q: text })}
            </p>
          )}
          {!ready && text.length > 0 && <p className="search-summary text-body-secondary">{t('searchPage.tooShort', { count: QUICK_SEARCH_MIN_LENGTH })}</p>}
        </div>
      </section>
      {!ready ? (
        <section className="card">
          <EmptyState icon={<Search size={28} />} title={t('searchPage.startTitle')} text={t('searchPage.startText')} />
        </section>
      ) : (
        <>
          <nav aria-label={t('searchPage.kinds')} className="search-kinds">
            <ul className="nav nav-pills business-tabs">
              {[null, ...groups.map((g) => g.kind)].map((kind) => {
                const count = kind ? groups.find((g) => g.kind === kind)!.total : total;
                const active = kind === kindFilter;
                return (
                  <li key={kind ?? 'all'} className="nav-item">
                    <Link to={kindLink(kind)} replace className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined}>
                      {kind === null ? <LayoutGrid size={16} aria-hidden="true" /> : null}
                      {kind ? t(`searchPage.kind.${kind}`) : t('searchPage.all')}
                      <span className="search-kind-count">{count}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {total === 0 && !loading ? (
            <section className="card">
              <EmptyState icon={<Search size={28} />} title={t('searchPage.noneTitle')} text={t('searchPage.noneText', { q: text })} />
            </section>
          ) : (
            <div className="split-grid split-grid-lg search-groups">
              {shown.map((group) => (
                <GroupSection key={group.kind} group={group} />
              ))}
            </div>
          )}
        </>
      )}
    </>
  );
}
