import type { SingleUploadType } from '../wire/files';

/** What one upload type accepts. Limits from spec 000 section 5 (images 5 MB) and the chat's 5,242,880 bytes. */
export interface UploadArea {
  /** Only images, proved by their bytes (file-type), never by their name. */
  imagesOnly: boolean;
  maxBytes: number;
  /** Who may download: any signed-in user, or (IM) the uploader and the two people of a conversation that carries it. */
  access: 'signed-in' | 'conversation';
}

const MB = 1024 * 1024;

/**
 * A single annex upload is read whole before it is checked, so it stays small; bigger files go through the chunked
 * upload (CHUNKED_MAX_BYTES).
 */
export const UPLOAD_AREAS: Readonly<Record<SingleUploadType, UploadArea>> = {
  annex: { imagesOnly: false, maxBytes: 20 * MB, access: 'signed-in' },
  annexpic: { imagesOnly: true, maxBytes: 5 * MB, access: 'signed-in' },
  IM: { imagesOnly: true, maxBytes: 5_242_880, access: 'conversation' },
};

/** The largest file the chunked upload takes (a merged annex). */
export const CHUNKED_MAX_BYTES = 4 * 1024 * MB;

/** Where a stored file is served: chat images at the path chat-content.ts builds, everything else as a download. */
export function fileUrl(type: SingleUploadType, name: string): string {
  return type === 'IM' ? `/api/file/Image/IM/${name}` : `/api/file/Download/${type}/${name}`;
}
