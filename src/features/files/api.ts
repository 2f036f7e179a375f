import type { MyFile } from '../../../server/src/wire/files';
import { http } from '../../lib/api-client';

export const FILES_KEYS = { mine: ['files', 'mine'] as const };

/** The My files page's one call: the caller's own documents, newest first. */
export const filesApi = {
  mine: () => http.get<{ list: MyFile[] }>('/api/file/Mine').then((data) => data.list),
};
