/**
 * The firm API's files (docs/upstream-api.md, "Files"): a client's documents. Uploads are multipart,
 * `user_id` then the files in photoUpload0, photoUpload1...; a download is named after the last
 * segment of the file's `url`.
 */
import { Type } from 'typebox';
import { SqlDateTime } from './schema-kit.js';

export const FileRow = Type.Object({ id: Type.Integer(), filename: Type.String(), url: Type.String(), created_at: SqlDateTime });
export const FilesQuery = Type.Object({ user_id: Type.String({ pattern: '^\\d+$' }) });
export const DownloadQuery = Type.Object({ file_id: Type.String({ pattern: '^\\d+$' }) });
export const UploadAnswer = Type.Object({ success: Type.Literal(true), files: Type.Array(FileRow) });
/** The multipart field names of an upload. */
export const UPLOAD_FIELDS = { user: 'user_id', filePrefix: 'photoUpload' } as const;
