import type { ChunkState, Merged, MergeBody, SingleUploadType, Uploaded } from '../../../server/src/wire/files';
import type { SignedUrl, SignUrlBody } from '../../../server/src/wire/signed-url';
import { http } from '../../lib/api-client';

// The upload calls of contract section 5, written once. Calls are silent (noTip): the uploaders show a refusal in the
// file's row and one toast when a file finally fails, not one per retried chunk.

/** The fields of one chunk request (contract section 5). */
export interface ChunkRequest {
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  identifier: string;
  filename: string;
  relativePath: string;
  totalChunks: number;
  fileType: string;
  extension: string;
}

/** What the chunked uploader needs from the server; unit tests give it a fake. */
export interface ChunkApi {
  test(fields: ChunkRequest, signal?: AbortSignal): Promise<ChunkState>;
  send(fields: ChunkRequest, chunk: Blob, signal?: AbortSignal): Promise<ChunkState>;
  merge(body: MergeBody, signal?: AbortSignal): Promise<Merged>;
}

const asForm = (fields: ChunkRequest, chunk: Blob): FormData => {
  const form = new FormData();
  // Fields before the file: the server validates them before it reads the bytes.
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', chunk, 'blob');
  return form;
};

export const CHUNK_API: ChunkApi = {
  test: (fields, signal) => http.get<ChunkState>('/api/file/chunk', fields, { noTip: true, ...(signal ? { signal } : {}) }),
  send: (fields, chunk, signal) =>
    http.post<ChunkState>('/api/file/chunk', asForm(fields, chunk), { noTip: true, timeout: 120_000, ...(signal ? { signal } : {}) }),
  merge: (body, signal) =>
    http.postForm<Merged>('/api/file/merge', { ...body }, { noTip: true, timeout: 600_000, ...(signal ? { signal } : {}) }),
};

/**
 * One file through `POST /api/file/Uploader/<type>` (annex, annexpic, IM): resolves with `{ name, url }`, rejects
 * with the API client's ApiError, whose `msg` is the server's refusal in the console's language. Silent: the caller
 * says what went wrong where the person is looking.
 */
export function uploadSingle(
  type: SingleUploadType,
  file: Blob,
  options: { signal?: AbortSignal; fileName?: string } = {},
): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'file'));
  return http.post<Uploaded>(`/api/file/Uploader/${type}`, form, {
    noTip: true,
    timeout: 120_000,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** A one-minute signed address for a `/api/file/...` path: what an <img>, a frame or a link may carry. */
export async function signFileUrl(address: string): Promise<SignedUrl> {
  const body: SignUrlBody = { address };
  return http.post<SignedUrl>('/api/signed-urls', body, { noTip: true });
}

/** `GET /api/file/Uploader/Preview`: the address to frame, or an ApiError saying the type cannot be shown. */
export function previewAddress(fileVersionId: string, fileName: string): Promise<string> {
  return http.get<string>('/api/file/Uploader/Preview', { fileVersionId, fileName }, { noTip: true });
}
