import './i18n';
import '@/components/ui/filter-nav.css';
import './email.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FolderSearch, Inbox, Mail as MailIcon, Menu } from 'lucide-react';
import { mailboxAddress, isMailFilter, isMailLabel, type Mail, type MailFolder, type MailLabel } from '@shared/schemas/template-email';
import { EmptyState, ErrorState, ListEmptyState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SearchBox } from '@/components/ui/search-box';
import { toastForError } from '@/lib/error-toast';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { markUnread, moveMails, toggleLabel, toggleStar, useMails } from './api';
import { ComposeDialog, type ComposeStart } from './compose-dialog';
import { MailList, SelectionBar, type ListActions } from './mail-list';
import { MailReader } from './mail-reader';
import { MailSidebar } from './mail-sidebar';

const NOTHING: ReadonlySet<number> = new Set();

const run = (promise: Promise<unknown>, toastKey?: string) =>
  void promise.then(
    () => toastKey && showToast({ variant: 'success', key: toastKey }),
    (error: unknown) => toastForError(error),
  );

/**
 * /email/:filter: the folders and labels, the list of the filter with its search and selection,
 * the reading pane (?mail=<id>) and the compose dialog. The signed-in user's own demo mailbox.
 */
export default function EmailPage() {
  const { t } = useTranslation();
  const { filter: rawFilter = 'inbox' } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const filter = isMailFilter(rawFilter) ? rawFilter : null;
  const q = params.get('q') ?? '';
  const openId = Number(params.get('mail')) || null;
  const { data, error, isLoading, mutate } = useMails(filter, q);
  // The selection belongs to one folder and search: another starts with nothing selected.
  const view = `${rawFilter}?${q}`;
  const [selection, setSelection] = useState<{ view: string; ids: Set<number> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : NOTHING;
  const setSelected = (ids: Set<number>) => setSelection({ view, ids });
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  const [foldersOpen, setFoldersOpen] = useState(false);
  const me = user ? mailboxAddress(user.name, user.id) : '';

  const mails = useMemo(() => data?.emails ?? [], [data]);
  const open = openId === null ? null : (mails.find((m) => m.id === openId) ?? null);
  const listSearch = useMemo(() => {
    const next = new URLSearchParams(params);
    next.delete('mail');
    return next;
  }, [params]);
  const searchSuffix = q ? `?q=${encodeURIComponent(q)}` : '';

  // Opening an unread mail reads it (once per opening).
  const markedRead = useRef<number | null>(null);
  useEffect(() => {
    if (open && open.unread && markedRead.current !== open.id) {
      markedRead.current = open.id;
      run(markUnread([open.id], false));
    }
    if (!open) markedRead.current = null;
  }, [open]);

  const closeReader = () => setParams(listSearch);
  const setSearch = (text: string) => {
    const next = new URLSearchParams(listSearch);
    if (text.trim() === '') next.delete('q');
    else next.set('q', text);
    setParams(next, { replace: true });
  };

  const actions: ListActions = {
    onStar: (mail) => run(toggleStar(mail)),
    onMarkUnread: (ids, unread) => run(markUnread(ids, unread), unread ? 'email.toasts.unread' : 'email.toasts.read'),
    onLabel: (label: MailLabel, ids) => {
      if (ids.length > 0) run(toggleLabel(ids, label), 'email.toasts.labels');
    },
    onMove: (ids, folder: MailFolder) => {
      setSelected(new Set());
      if (openId !== null && ids.includes(openId)) closeReader();
      run(moveMails(ids, folder), folder === 'trash' ? 'email.toasts.trashed' : 'email.toasts.moved');
    },
  };
  const reply = (mail: Mail) => {
    const own = mail.sender === me;
    const prefix = t('email.form.replyPrefix');
    const subject = /^re ?:/i.test(mail.subject) ? mail.subject : `${prefix}${mail.subject}`;
    setCompose({ to: own ? mail.to : [mail.sender], subject });
  };
  const editDraft = (mail: Mail) => setCompose({ draftId: mail.id, to: mail.to, cc: mail.cc, bcc: mail.bcc, subject: mail.subject, message: mail.message });

  let listBody;
  if (filter === null) {
    listBody = (
      <EmptyState
        icon={<FolderSearch size={28} />}
        title={t('email.unknownTitle')}
        text={t('email.unknownText', { filter: rawFilter })}
        action={
          <Link to="/email/inbox" className="btn btn-sm btn-primary">
            <Inbox size={16} aria-hidden="true" />
            {t('email.backToInbox')}
          </Link>
        }
      />
    );
  } else if (error && !data) listBody = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) listBody = <TableSkeleton rows={8} columns={3} />;
  else if (mails.length === 0)
    listBody = <ListEmptyState q={q} onClearSearch={() => setSearch('')} icon={<MailIcon size={28} />} title={t('email.emptyTitle')} text={t('email.emptyFolder')} />;
  else listBody = <MailList mails={mails} selected={selected} onSelect={setSelected} openId={openId} search={listSearch} onStar={actions.onStar} />;

  const title = filter ? t(isMailLabel(filter) ? `email.labels.${filter}` : `email.folders.${filter}`) : t('email.unknownTitle');
  return (
    <>
      <PageHeading title={t('email.title')} subtitle={t('email.subtitle')} icon={<MailIcon size={22} />} documentTitle={`${title} · ${t('email.title')}`} />
      <div className={`card mail-app${openId !== null ? ' has-reader' : ''}`}>
        <Offcanvas show={foldersOpen} onHide={() => setFoldersOpen(false)} responsive="lg" className="mail-sidebar" aria-labelledby="mail-folders-title" id="mail-folders">
          <Offcanvas.Header closeButton closeLabel={t('business.close')}>
            <Offcanvas.Title as="h2" id="mail-folders-title" className="h5">
              {t('email.foldersLabel')}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <MailSidebar
              meta={data?.emailsMeta}
              search={searchSuffix}
              onCompose={() => {
                setFoldersOpen(false);
                setCompose({});
              }}
              onNavigate={() => setFoldersOpen(false)}
            />
          </Offcanvas.Body>
        </Offcanvas>
        <section className="mail-list-pane" aria-label={t('email.listLabel')}>
          <div className="mail-list-toolbar">
            <button
              type="button"
              className="btn-icon d-lg-none"
              onClick={() => setFoldersOpen(true)}
              aria-label={t('email.openFolders')}
              aria-controls="mail-folders"
              aria-expanded={foldersOpen}
              data-testid="mail-folders-toggle"
            >
              <Menu size={20} aria-hidden="true" />
            </button>
            <h2 className="mail-list-title" data-testid="mail-list-title">
              {title}
            </h2>
            {filter && <SearchBox value={q} onSearch={setSearch} id="mail-search" />}
            {data && filter && (
              <span className="text-body-secondary small ms-auto text-nowrap" data-testid="mail-count">
                {t('email.count', { count: mails.length })}
              </span>
            )}
          </div>
          {filter && <SelectionBar mails={mails} selected={selected} onSelect={setSelected} actions={actions} inTrash={filter === 'trash'} />}
          <div className="mail-list-body" aria-busy={isLoading}>
            {listBody}
          </div>
        </section>
        {openId !== null && (
          <section className="mail-reader-pane" aria-label={t('email.reader.label')}>
            {open ? (
              <MailReader key={open.id} mail={open} ownAddress={me} actions={actions} onClose={closeReader} onReply={reply} onEditDraft={editDraft} />
            ) : data ? (
              <EmptyState
                title={t('email.reader.notFound')}
                action={
                  <button type="button" className="btn btn-sm btn-label-primary" onClick={closeReader}>
                    {t('email.reader.back')}
                  </button>
                }
              />
            ) : (
              <TableSkeleton rows={4} columns={1} />
            )}
          </section>
        )}
      </div>
      {compose && <ComposeDialog start={compose} onClose={() => setCompose(null)} />}
    </>
  );
}
