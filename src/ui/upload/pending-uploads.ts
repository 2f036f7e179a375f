import { createLocalValue } from '../../lib/local-value';

// Chunked uploads that have not finished, remembered across a reload: a browser cannot keep the File itself, so the
// list shows them and asks for the same file again; the server's chunk list then says where to resume.

export interface PendingUpload {
  identifier: string;
  name: string;
  size: number;
  lastModified: number;
  /** Percent reached before the page went away. */
  percent: number;
}

function isPending(raw: unknown): raw is PendingUpload {
  const entry = raw as Partial<PendingUpload> | null;
  return (
    typeof entry?.identifier === 'string' &&
    /^[0-9a-f]{32}$/.test(entry.identifier) &&
    typeof entry.name === 'string' &&
    typeof entry.size === 'number' &&
    typeof entry.lastModified === 'number' &&
    typeof entry.percent === 'number'
  );
}

/** Under `sluice_pending_uploads`; a damaged entry is dropped, not trusted. */
export const PENDING_UPLOADS = createLocalValue<PendingUpload[]>({
  key: 'pending_uploads',
  fallback: [],
  parse: (raw) => (Array.isArray(raw) ? raw.filter(isPending) : undefined),
});

export function rememberPending(entry: PendingUpload): void {
  PENDING_UPLOADS.set([...PENDING_UPLOADS.get().filter((known) => known.identifier !== entry.identifier), entry].slice(-20));
}

export function forgetPending(identifier: string): void {
  PENDING_UPLOADS.set(PENDING_UPLOADS.get().filter((known) => known.identifier !== identifier));
}
