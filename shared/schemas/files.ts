/** /api/files: a client's documents (the upload itself is multipart/form-data). */
import { Type, type Static } from 'typebox';
import { Id, OneOf } from './common.js';

export const StoredFile = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  contentType: Type.String({ description: "from the file name's extension" }),
}, { title: 'File' });
export type StoredFile = Static<typeof StoredFile>;

export const FileList = Type.Object({ items: Type.Array(StoredFile) }, { title: 'FileList' });
export type FileList = Static<typeof FileList>;

/** userId is optional in the schema (a client's own documents need none) but staff must give it. */
export const STAFF_NAME_THE_CLIENT =
  'Staff (admin, Consultant, Expert) must name the client with userId: without it, 400 on userId. A client leaves it out for their own documents (another client\'s userId is 403).';
const UserId = Id({ description: "the client whose documents these are: required for staff (400 without it); a client leaves it out (their own)" });
export const FileOwnerQuery = Type.Object({ userId: Type.Optional(UserId) }, { additionalProperties: false });
export const DownloadQuery = Type.Object(
  { userId: Type.Optional(UserId), inline: Type.Optional(OneOf(['0', '1'] as const, { description: '1: shown in the browser rather than saved' })) },
  { additionalProperties: false },
);

/** 20 Mo: 20 × 10⁶ octets, as shared/byte-sizes.ts counts them. */
export const MAX_FILE_BYTES = 20_000_000;

/** POST /api/files as multipart/form-data: the userId field first (staff), then the files (read as they stream in). */
export const UploadForm = Type.Object(
  {
    userId: Type.Optional(Type.String({ pattern: '^\\d+$', description: "the client whose documents these are (staff, before the files); a client's own otherwise" })),
    files: Type.Array(Type.String({ format: 'binary' }), { minItems: 1, maxItems: 20, description: 'the documents, 20 MB each at most: PDF, images, Office documents, CSV, text' }),
  },
  { description: 'multipart/form-data, its parts in this order' },
);

/** Extensions accepted for upload, with their content type (a download is sent with its file's). */
export const ALLOWED_FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** What a download is sent as: its file's type, or application/octet-stream for a file never listed. */
export const DOWNLOAD_CONTENT_TYPES = [...new Set([...Object.values(ALLOWED_FILE_TYPES), 'application/octet-stream'])];
