import { IconTile } from '@/components/ui/icon-tile';
import '@/features/documents/i18n';
import '@/features/documents/documents.css';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudUpload, Download, ExternalLink, FileText, Trash2, X } from 'lucide-react';
import { ALLOWED_FILE_TYPES, MAX_FILE_BYTES, type StoredFile } from '@shared/schemas/files';
import { extensionOf, FileKindTile, fileKind } from '@/components/file-kind';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatBytes } from '@shared/byte-sizes';
import { formatDate, formatTime, localDay } from '@/lib/format';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { deleteFile } from '@/features/documents/api/delete-file';
import { downloadUrl } from '@/features/documents/api/download-file';
import { useFiles } from '@/features/documents/api/get-files';
import { revalidateFiles, uploadFile } from '@/features/documents/api/upload-file';

interface Upload {
  key: number;
  name: string;
  size: number;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  message?: string;
  abort?: () => void;
}

let nextKey = 1;
const ACCEPT = Object.keys(ALLOWED_FILE_TYPES).map((ext) => `.${ext}`).join(',');

/** A user's documents: drop zone with a progress bar per file, then the files grouped by day. */
export default function DocumentsPanel({ userId, headingLevel = 3 }: { userId: number | string | null; headingLevel?: 2 | 3 }) {
  const DayHeading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, mutate } = useFiles(userId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<StoredFile | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lang = i18n.resolvedLanguage ?? 'fr';

  const patch = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const dismiss = (key: number) => setUploads((list) => list.filter((u) => u.key !== key));

  const send = (files: File[]) => {
    if (files.length === 0) return;
    const started: Array<Promise<boolean>> = [];
    const added: Upload[] = [];
    for (const file of files) {
      const key = nextKey++;
      const base = { key, name: file.name, size: file.size, progress: 0 };
      if (!(extensionOf(file.name) in ALLOWED_FILE_TYPES)) {
        added.push({ ...base, status: 'error', message: t('documents.badType') });
        continue;
      }
      if (file.size > MAX_FILE_BYTES) {
        added.push({ ...base, status: 'error', message: t('documents.tooBigSized', { size: formatBytes(file.size, lang), max: formatBytes(MAX_FILE_BYTES, lang) }) });
        continue;
      }
      const request = uploadFile(file, userId, (fraction) => patch(key, { progress: fraction }));
      added.push({ ...base, status: 'uploading', abort: request.abort });
      started.push(
        request.done.then(
          () => {
            patch(key, { status: 'done', progress: 1, abort: undefined });
            window.setTimeout(() => dismiss(key), 4000);
            void revalidateFiles(userId);
            return true;
          },
          (err: unknown) => {
            if (err instanceof DOMException && err.name === 'AbortError') {
              dismiss(key);
              return false;
            }
            const server = err instanceof ApiError && err.serverMessage && lang === 'fr' ? err.serverMessage : null;
            const message =
              server ?? (err instanceof ApiError && err.status === 413 ? t('documents.tooBig', { max: formatBytes(MAX_FILE_BYTES, lang) }) : err instanceof ApiError && err.status === 415 ? t('documents.badType') : t('documents.failed'));
            patch(key, { status: 'error', message, abort: undefined });
            if (err instanceof ApiError && err.status !== 413 && err.status !== 415) toastForError(err);
            return false;
          },
        ),
      );
    }
    setUploads((list) => [...list, ...added]);
    void Promise.all(started).then((results) => {
      const ok = results.filter(Boolean).length;
      if (ok > 0) showToast({ variant: 'success', key: ok === 1 ? 'documents.uploadedToast_one' : 'documents.uploadedToast' });
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  };

  // Newest first, grouped by the local day they were added.
  const groups = new Map<string, StoredFile[]>();
  for (const file of [...(data?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
    const day = localDay(file.createdAt);
    groups.set(day, [...(groups.get(day) ?? []), file]);
  }

  let list;
  if (error && !data) list = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || isLoading) list = <TableSkeleton rows={4} columns={3} />;
  else if (data.items.length === 0) list = <EmptyState icon={<FileText size={28} />} title={t('documents.emptyTitle')} text={t('documents.emptyText')} />;
  else
    list = (
      <div className="file-groups" data-testid="file-list">
        {[...groups].map(([day, files]) => (
          <section key={day} className="file-group" aria-labelledby={`day-${day}`}>
            <DayHeading className="file-group-title" id={`day-${day}`}>
              {formatDate(day)}
              <span className="badge badge-soft tone-secondary">{t('documents.count', { count: files.length })}</span>
            </DayHeading>
            <ul className="file-list">
              {files.map((file) => {
                const kind = fileKind(file.filename, file.contentType);
                return (
                  <li key={file.id} className="file-item" data-testid="file-row">
                    <FileKindTile kind={kind} />
                    <div className="file-text">
                      <a className="file-name" href={downloadUrl(file.id, userId, true)} target="_blank" rel="noopener noreferrer">
                        {file.filename}
                      </a>
                      <small>
                        {t(`documents.kinds.${kind}`)} · {t('documents.addedAt', { time: formatTime(file.createdAt) })}
                      </small>
                    </div>
                    <span className="row-actions">
                      <a className="btn-icon" href={downloadUrl(file.id, userId, true)} target="_blank" rel="noopener noreferrer" aria-label={t('documents.open', { name: file.filename })} title={t('documents.open', { name: file.filename })}>
                        <ExternalLink size={18} aria-hidden="true" />
                      </a>
                      <a className="btn-icon" href={downloadUrl(file.id, userId)} download={file.filename} aria-label={t('documents.download', { name: file.filename })} title={t('documents.download', { name: file.filename })}>
                        <Download size={18} aria-hidden="true" />
                      </a>
                      <button type="button" className="btn-icon btn-icon-danger" aria-label={t('documents.delete', { name: file.filename })} title={t('documents.delete', { name: file.filename })} onClick={() => setToDelete(file)}>
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    );

  return (
    <div className="documents-panel">
      <div
        className={`drop-zone${dragging ? ' is-dragging' : ''}`}
        data-testid="drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <IconTile className="drop-zone-icon"><CloudUpload size={26} /></IconTile>
        <p className="drop-zone-title">{t('documents.drop')}</p>
        <p className="drop-zone-or">{t('documents.dropOr')}</p>
        <button type="button" className="btn btn-sm btn-label-primary" onClick={() => inputRef.current?.click()} aria-describedby="drop-hint">
          {t('documents.browse')}
        </button>
        <p className="drop-zone-hint" id="drop-hint">
          {t('documents.dropHint', { max: formatBytes(MAX_FILE_BYTES, lang) })}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="file-input"
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="upload-list" aria-label={t('documents.uploads')} data-testid="upload-list">
          {uploads.map((upload) => (
            <li key={upload.key} className={`upload-item is-${upload.status}`} data-testid="upload-row" data-status={upload.status}>
              <div className="upload-head">
                <span className="upload-name">{upload.name}</span>
                <small className="upload-size">{formatBytes(upload.size, lang)}</small>
                <span className="upload-state">
                  {upload.status === 'uploading' ? `${Math.round(upload.progress * 100)} %` : upload.status === 'done' ? t('documents.uploaded') : ''}
                </span>
                {upload.status === 'uploading' && upload.abort ? (
                  <button type="button" className="btn-icon btn-icon-sm" aria-label={t('documents.cancel', { name: upload.name })} onClick={upload.abort}>
                    <X size={14} aria-hidden="true" />
                  </button>
                ) : (
                  <button type="button" className="btn-icon btn-icon-sm" aria-label={t('documents.dismiss', { name: upload.name })} onClick={() => dismiss(upload.key)}>
                    <X size={14} aria-hidden="true" />
                  </button>
                )}
              </div>
              {upload.status === 'error' ? (
                <p className="upload-error" role="alert">
                  {upload.message}
                </p>
              ) : (
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={t('documents.progress', { name: upload.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.progress * 100)}
                >
                  <div className={`progress-bar${upload.status === 'done' ? ' bg-success' : ''}`} style={{ inlineSize: `${Math.round(upload.progress * 100)}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div aria-busy={isLoading}>{list}</div>
      <ConfirmDialog
        show={toDelete !== null}
        text={t('documents.deleteConfirm', { name: toDelete?.filename ?? '' })}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteFile(toDelete.id);
            showToast({ variant: 'success', key: 'documents.deleted' });
          } catch (err) {
            toastForError(err);
          }
        }}
      />
    </div>
  );
}
