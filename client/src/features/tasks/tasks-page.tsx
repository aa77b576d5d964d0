import './i18n';
import '@/components/ui/filter-nav.css';
import './tasks.css';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { CircleCheckBig, Flag, Layers, MailWarning, Plus, SquareCheckBig, Star, Trash2 } from 'lucide-react';
import { TASK_FILTERS, TASK_TAGS, TASK_TYPES } from '@shared/schemas/tasks';
import { ErrorState, ListEmptyState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { PAGE_SIZES, useUrlState } from '@/lib/use-url-state';
import { useTasks } from './api/get-tasks';
import { TaskSection } from './components/task-sections';
import { useTaskEditor } from './components/use-task-editor';
import { isTaskFilter, TAG_TONES, TYPE_TONES } from './task-types';

const FILTER_ICONS = {
  all: <Layers size={18} aria-hidden="true" />,
  unread: <MailWarning size={18} aria-hidden="true" />,
  starred: <Star size={18} aria-hidden="true" />,
  important: <Flag size={18} aria-hidden="true" />,
  completed: <CircleCheckBig size={18} aria-hidden="true" />,
  trashed: <Trash2 size={18} aria-hidden="true" />,
};

/** The tasks keep the BFF's order (newest due date first): the table state holds no sort. */
const TABLE = { sorts: ['dueDate'], defaultSort: 'dueDate', defaultOrder: 'desc' } as const;
/** The urgent section is short by default: the other tasks follow it on the same screen. */
const URGENT_PER_PAGE = 10;

/** A page number or size from the URL, or the default when absent or invalid. */
function numberParam(params: URLSearchParams, name: string, allowed: (n: number) => boolean, fallback: number): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && allowed(value) ? value : fallback;
}

/**
 * /task/:filter: the urgent tasks of the filter (past due, not completed), then the others, each
 * section paged on its own (pages and sizes in the URL, like the other lists).
 */
export default function TasksPage() {
  const { t } = useTranslation();
  const { filter } = useParams();
  const table = useUrlState(TABLE);
  const { q, page, perPage, params } = table;
  const urgentPage = numberParam(params, 'urgentPage', (n) => n >= 1, 1);
  const urgentPerPage = numberParam(params, 'urgentPerPage', (n) => (PAGE_SIZES as readonly number[]).includes(n), URGENT_PER_PAGE);
  const valid = isTaskFilter(filter);
  const shared = { filter: valid ? filter : 'all', q };
  const urgent = useTasks({ ...shared, urgent: true, page: urgentPage, perPage: urgentPerPage });
  const others = useTasks({ ...shared, urgent: false, page, perPage });
  const setSearch = (text: string) => table.update({ q: text.trim() === '' ? null : text, urgentPage: null }, { replace: true });
  const urgentBar = (total: number) => (
    <PaginationBar
      page={urgentPage}
      perPage={urgentPerPage}
      total={total}
      onPage={(n) => table.update({ urgentPage: n === 1 ? null : n }, { keepPage: true })}
      onPerPage={(n) => table.update({ urgentPerPage: n === URGENT_PER_PAGE ? null : n, urgentPage: null }, { keepPage: true })}
      idPrefix="tasks-urgent"
    />
  );
  const editor = useTaskEditor([...(urgent.data?.items ?? []), ...(others.data?.items ?? [])]);

  if (!valid) return <Navigate to="/task/all" replace />;

  const search = q ? `?q=${encodeURIComponent(q)}` : '';
  const error = urgent.error ?? others.error;
  const loaded = urgent.data && others.data;
  const total = loaded ? urgent.data!.total + others.data!.total : undefined;
  let body;
  if (error && !loaded) body = <ErrorState error={error} onRetry={() => void Promise.all([urgent.mutate(), others.mutate()])} />;
  else if (!urgent.data || !others.data || urgent.isLoading || others.isLoading) body = <TableSkeleton rows={6} columns={3} />;
  else if (total === 0)
    body = (
      <ListEmptyState
        q={q}
        onClearSearch={() => setSearch('')}
        icon={<SquareCheckBig size={28} />}
        title={t('tasks.emptyTitle')}
        searchedTitle={t('tasks.emptyTitle')}
        text={t('tasks.emptyFilter')}
        action={
          <button type="button" className="btn btn-sm btn-primary" onClick={editor.openCreate}>
            <Plus size={16} aria-hidden="true" />
            {t('tasks.create')}
          </button>
        }
      />
    );
  else
    body = (
      <>
        <TaskSection id="urgent" tasks={urgent.data.items} total={urgent.data.total} actions={editor.actions} footer={urgent.data.total > urgentPerPage && urgentBar(urgent.data.total)} />
        <TaskSection
          id="others"
          tasks={others.data.items}
          total={others.data.total}
          actions={editor.actions}
          footer={<PaginationBar page={page} perPage={perPage} total={others.data.total} onPage={table.setPage} onPerPage={table.setPerPage} idPrefix="tasks" />}
        />
      </>
    );

  return (
    <>
      <PageHeading title={t('tasks.title')} subtitle={t('tasks.subtitle')} icon={<SquareCheckBig size={22} />} />
      <div className="tasks-layout">
        <aside className="card tasks-sidebar">
          <div className="card-body">
            <button type="button" className="btn btn-primary w-100" onClick={editor.openCreate}>
              <Plus size={18} aria-hidden="true" />
              {t('tasks.create')}
            </button>
            <nav aria-label={t('tasks.filtersLabel')} className="filter-nav tasks-filters">
              <ul>
                {TASK_FILTERS.map((name) => (
                  <li key={name}>
                    <NavLink to={`/task/${name}${search}`} className="filter-nav-link" data-testid={`task-filter-${name}`}>
                      {FILTER_ICONS[name]}
                      {t(`tasks.filters.${name}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <h2 className="filter-nav-title">{t('tasks.typesTitle')}</h2>
              <ul>
                {TASK_TYPES.map((type) => (
                  <li key={type}>
                    <NavLink to={`/task/${type}${search}`} className="filter-nav-link" data-testid={`task-filter-${type}`}>
                      <span className={`tone-bullet tone-${TYPE_TONES[type]}`} aria-hidden="true" />
                      {t(`business.taskTypes.${type}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <h2 className="filter-nav-title">{t('tasks.tagsTitle')}</h2>
              <ul>
                {TASK_TAGS.map((tag) => (
                  <li key={tag}>
                    <NavLink to={`/task/${tag}${search}`} className="filter-nav-link" data-testid={`task-filter-${tag}`}>
                      <span className={`tone-bullet tone-${TAG_TONES[tag]}`} aria-hidden="true" />
                      {t(`tasks.tags.${tag}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
        <section className="card list-card tasks-main" aria-label={t('tasks.listLabel')}>
          <div className="list-toolbar">
            <SearchBox value={q} onSearch={setSearch} id="tasks-search" />
            {total !== undefined && <span className="text-body-secondary small ms-auto" data-testid="tasks-count">{t('tasks.count', { count: total })}</span>}
          </div>
          {filter === 'trashed' && <p className="tasks-trash-hint">{t('tasks.trashHint')}</p>}
          <div className="tasks-body" aria-busy={urgent.isLoading || others.isLoading}>
            {body}
          </div>
        </section>
      </div>
      {editor.dialogs}
    </>
  );
}
