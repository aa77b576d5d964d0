import { File, FileImage, FileSpreadsheet, FileText, Presentation } from 'lucide-react';

export type FileKind = 'pdf' | 'image' | 'sheet' | 'doc' | 'slides' | 'other';

export const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** A file's kind, from its type when known, else from its name's extension. */
export function fileKind(name: string, contentType = ''): FileKind {
  const ext = extensionOf(name);
  if (ext === 'pdf' || contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/') || ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext)) return 'image';
  if (['xls', 'xlsx', 'ods', 'csv'].includes(ext)) return 'sheet';
  if (['ppt', 'pptx'].includes(ext)) return 'slides';
  if (['doc', 'docx', 'odt', 'txt'].includes(ext)) return 'doc';
  return 'other';
}

/** What a browser shows by itself in a tab, rather than only saves. */
export const opensInBrowser = (kind: FileKind): boolean => kind === 'pdf' || kind === 'image';

/** Each kind's icon and the tone of its tile. */
const KINDS: Record<FileKind, { Icon: typeof File; tone: string }> = {
  pdf: { Icon: FileText, tone: 'danger' },
  image: { Icon: FileImage, tone: 'info' },
  sheet: { Icon: FileSpreadsheet, tone: 'success' },
  doc: { Icon: FileText, tone: 'primary' },
  slides: { Icon: Presentation, tone: 'warning' },
  other: { Icon: File, tone: 'secondary' },
};

/** A file's kind as a tinted tile with its icon (decorative: the name says the file). */
export function FileKindTile({ kind, size = 20, className = '' }: { kind: FileKind; size?: number; className?: string }) {
  const { Icon, tone } = KINDS[kind];
  return (
    <span className={`icon-tile tone-${tone} ${className}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
