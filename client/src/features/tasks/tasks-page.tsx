import './i18n';
import '../../styles/business-tasks.css';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams, useSearchParams } from 'react-router-dom';
import { CircleCheckBig, Layers, MailWarning, Plus, SquareCheckBig, Star } from 'lucide-react';
import { TASK_FILTERS, TASK_TYPES } from '../../../../shared/types.js';
import { ErrorState, ListEmptyState, TableSkeleton } from '../../components/business/list-states';
import { PageHeading } from '../../components/business/page-heading';
import { SearchBox } from '../../components/business/search-box';
import { useTasks } from './api/get-tasks';
import { TaskSections } from './components/task-sections';
import { useTaskEditor } from './components/use-task-editor';
import { isTaskFilter, TYPE_TONES } from './task-types';

const FILTER_ICONS = {
  all: <Layers size={18} aria-hidden="true" />,
  unread: <MailWarning size={18} aria-hidden="true" />,
  important: <Star size={18} aria-hidden="true" />,
  completed: <CircleCheckBig size={18} aria-hidden="true" />,
};

/** /task/:filter: the tasks of the filter, urgent ones first. */
export default function TasksPage() {
  const { t } = useTranslation();
  const { filter } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const valid = isTaskFilter(filter);
  const { data, error, isLoading, mutate } = useTasks({ filter: valid ? filter : 'all', q });
  const editor = useTaskEditor();
  const setSearch = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('q', text);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (!valid) return <Navigate to="/task/all" replace />;

  const search = q ? `?q=${encodeURIComponent(q)}` : '';
  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || isLoading) body = <TableSkeleton rows={6} columns={3} />;
  else if (data.items.length === 0)
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
  else body = <TaskSections tasks={data.items} actions={editor.actions} />;

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
            <nav aria-label={t('tasks.filtersLabel')} className="tasks-filters">
              <ul>
                {TASK_FILTERS.map((name) => (
                  <li key={name}>
                    <NavLink to={`/task/${name}${search}`} className="tasks-filter" data-testid={`task-filter-${name}`}>
                      {FILTER_ICONS[name]}
                      {t(`tasks.filters.${name}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <h2 className="tasks-filters-title">{t('tasks.typesTitle')}</h2>
              <ul>
                {TASK_TYPES.map((type) => (
                  <li key={type}>
                    <NavLink to={`/task/${type}${search}`} className="tasks-filter" data-testid={`task-filter-${type}`}>
                      <span className={`type-bullet tone-${TYPE_TONES[type]}`} aria-hidden="true" />
                      {t(`tasks.types.${type}`)}
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
            {data && <span className="text-body-secondary small ms-auto" data-testid="tasks-count">{t('tasks.count', { count: data.total })}</span>}
          </div>
          <div className="tasks-body" aria-busy={isLoading}>
            {body}
          </div>
        </section>
      </div>
      {editor.dialogs}
    </>
  );
}
