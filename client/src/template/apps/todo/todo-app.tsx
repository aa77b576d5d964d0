import './i18n';
import '@/components/ui/business.css';
import '@/components/ui/filter-nav.css';
import './todo.css';
import { useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams, useSearchParams } from 'react-router-dom';
import { CircleCheckBig, ClipboardList, Flag, Layers, ListFilter, ListTodo, Plus, Star, Trash2 } from 'lucide-react';
import { landingPath } from '@shared/menu';
import { TODO_FILTERS, TODO_TAGS, type TodoFilter, type TodoKind, type TodoTask } from '@shared/schemas/template-todo';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState, ListEmptyState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SearchBox } from '@/components/ui/search-box';
import { toastForError } from '@/lib/error-toast';
import { today } from '@/lib/format';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { deleteTodo, restoreTodo, trashTodo, updateTodo, useTodos } from './api';
import { TAG_TONES } from './tags';
import { TodoItem, type TodoActions } from './todo-item';
import { TodoPanel } from './todo-panel';

const FILTER_ICONS: Record<(typeof TODO_FILTERS)[number], ReactNode> = {
  all: <Layers size={18} aria-hidden="true" />,
  starred: <Star size={18} aria-hidden="true" />,
  important: <Flag size={18} aria-hidden="true" />,
  completed: <CircleCheckBig size={18} aria-hidden="true" />,
  trashed: <Trash2 size={18} aria-hidden="true" />,
};

const isFilter = (value: string | undefined): value is TodoFilter => value !== undefined && [...TODO_FILTERS, ...TODO_TAGS].includes(value as never);

/**
 * The template's Todo app at /todo/:filter, and its client-task flavour at /clientTask/:filter:
 * the filters and tags of spec §2 (a column, an off-canvas panel on phones), the search, the list
 * with its toggles, add and edit in a side panel, trash, restore and delete for good.
 */
export function TodoApp({ kind }: { kind: TodoKind }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { filter } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const base = kind === 'client' ? '/clientTask' : '/todo';
  const valid = isFilter(filter);
  const { data, error, isLoading, mutate } = useTodos(kind, valid ? filter : 'all', q);
  const [editing, setEditing] = useState<{ task: TodoTask | null; key: number } | null>(null);
  const [toDelete, setToDelete] = useState<TodoTask | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  if (!valid) return <Navigate to={`${base}/all`} replace />;

  const setSearch = (text: string) => setParams(text.trim() === '' ? {} : { q: text }, { replace: true });
  const search = q ? `?q=${encodeURIComponent(q)}` : '';
  const run = (write: Promise<void>, toast?: string) =>
    write.then(() => toast && showToast({ variant: 'success', key: toast })).catch(toastForError);
  const actions: TodoActions = {
    onEdit: (task) => setEditing({ task, key: Date.now() }),
    onToggle: (task, field) => void run(updateTodo(task.id, { [field]: !task[field] })),
    onTrash: (task) => void run(trashTodo(task.id), 'todo.toast.trashed'),
    onRestore: (task) => void run(restoreTodo(task.id), 'todo.toast.restored'),
    onDelete: setToDelete,
  };
  const openCreate = () => {
    setFiltersOpen(false);
    setEditing({ task: null, key: Date.now() });
  };

  const title = kind === 'client' ? t('todo.clientTitle') : t('todo.title');
  const todayIso = today();
  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || isLoading) body = <TableSkeleton rows={6} columns={3} />;
  else if (data.length === 0)
    body = (
      <ListEmptyState
        q={q}
        onClearSearch={() => setSearch('')}
        icon={<ListTodo size={28} />}
        title={t('todo.emptyTitle')}
        text={filter === 'trashed' ? t('todo.emptyTrash') : t('todo.emptyText')}
      />
    );
  else
    body = (
      <ul className="task-list todo-list">
        {data.map((task) => (
          <TodoItem key={task.id} task={task} actions={actions} todayIso={todayIso} />
        ))}
      </ul>
    );

  return (
    <>
      <nav aria-label={t('todo.breadcrumb')} className="page-breadcrumb">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to={landingPath(user?.role ?? null)}>{t('todo.home')}</Link>
          </li>
          <li className="breadcrumb-item">{t('todo.breadcrumbApps')}</li>
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <PageHeading
        title={title}
        subtitle={kind === 'client' ? t('todo.clientSubtitle') : t('todo.subtitle')}
        icon={kind === 'client' ? <ClipboardList size={22} /> : <ListTodo size={22} />}
      />
      <div className="card todo-app">
        <Offcanvas
          responsive="lg"
          show={filtersOpen}
          onHide={() => setFiltersOpen(false)}
          className="todo-sidebar"
          aria-labelledby="todo-filters-title"
          data-testid="todo-filters"
        >
          <Offcanvas.Header closeButton closeLabel={t('todo.form.close')}>
            <Offcanvas.Title as="h2" id="todo-filters-title" className="h5 mb-0">
              {t('todo.filtersLabel')}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="todo-sidebar-body">
            <button type="button" className="btn btn-primary w-100" onClick={openCreate}>
              <Plus size={18} aria-hidden="true" />
              {t('todo.create')}
            </button>
            <nav aria-label={t('todo.filtersLabel')} className="filter-nav">
              <ul>
                {TODO_FILTERS.map((name) => (
                  <li key={name}>
                    <NavLink to={`${base}/${name}${search}`} className="filter-nav-link" data-testid={`todo-filter-${name}`} onClick={() => setFiltersOpen(false)}>
                      {FILTER_ICONS[name]}
                      {t(`todo.filters.${name}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <h3 className="filter-nav-title">{t('todo.tagsTitle')}</h3>
              <ul>
                {TODO_TAGS.map((tag) => (
                  <li key={tag}>
                    <NavLink to={`${base}/${tag}${search}`} className="filter-nav-link" data-testid={`todo-filter-${tag}`} onClick={() => setFiltersOpen(false)}>
                      <span className={`todo-bullet tone-${TAG_TONES[tag]}`} aria-hidden="true" />
                      {t(`todo.tags.${tag}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Offcanvas.Body>
        </Offcanvas>
        <section className="todo-main-column" aria-label={t('todo.listLabel')}>
          <div className="todo-toolbar">
            <button type="button" className="btn-icon d-lg-none" aria-label={t('todo.openFilters')} title={t('todo.openFilters')} onClick={() => setFiltersOpen(true)} aria-expanded={filtersOpen}>
              <ListFilter size={20} aria-hidden="true" />
            </button>
            <SearchBox value={q} onSearch={setSearch} id="todo-search" label={t('todo.searchLabel')} />
            {data && (
              <span className="todo-count" data-testid="todo-count">
                {t('todo.count', { count: data.length })}
              </span>
            )}
          </div>
          <div className="todo-body" aria-busy={isLoading}>
            {body}
          </div>
        </section>
      </div>
      {editing && <TodoPanel key={editing.key} kind={kind} task={editing.task} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        show={toDelete !== null}
        text={t('todo.deleteConfirm', { title: toDelete?.title ?? '' })}
        onClose={() => setToDelete(null)}
        onConfirm={() => (toDelete ? run(deleteTodo(toDelete.id), 'todo.toast.deleted') : Promise.resolve())}
      />
    </>
  );
}
