import { http } from '../../lib/api-client';
import type { Paged } from '../../../server/src/wire/envelope';
import type { MessageItem, NoticeBody, NoticeItem, UnreadCount } from '../../../server/src/wire/messages';

// The message centre and the notices (contract section 6). Paths are written once, here.
const PATHS = {
  list: '/api/message',
  readInfo: (id: string) => `/api/message/ReadInfo/${encodeURIComponent(id)}`,
  readAll: '/api/message/Actions/ReadAll',
  records: '/api/message/Record',
  unreadCount: '/api/message/unread-count',
  notices: '/api/message/Notice',
  notice: (id: string) => `/api/message/${encodeURIComponent(id)}`,
  release: (id: string) => `/api/message/${encodeURIComponent(id)}/Actions/Release`,
  revoke: (id: string) => `/api/message/${encodeURIComponent(id)}/Actions/Revoke`,
} as const;

/** Spec 000 section 9: the message list loads 20 at a time. */
export const MESSAGE_PAGE_SIZE = 20;

export interface MessageFilter {
  /** '' every kind, '1'..'5' one kind. */
  type: string;
  /** '' every message, '0' unread only. */
  isRead: string;
  keyword: string;
}

export interface NoticeFilter {
  keyword: string;
  /** '' any, '0' draft, '1' released, '2' revoked. */
  enabledMark: string;
  currentPage: number;
  pageSize: number;
}

export const MESSAGE_KEYS = {
  all: ['messages'] as const,
  list: (filter: MessageFilter) => ['messages', 'list', filter] as const,
  latestUnread: ['messages', 'latest-unread'] as const,
  detail: (id: string) => ['messages', 'detail', id] as const,
  notices: ['messages', 'notices'] as const,
  noticeList: (filter: NoticeFilter) => ['messages', 'notices', filter] as const,
};

/** The bell (message-bell.tsx) reads this key, so a live count patches it in place. */
export const UNREAD_COUNT_KEY = ['shell', 'unread-count'] as const;

export const messageApi = {
  list: (filter: MessageFilter, currentPage: number, pageSize = MESSAGE_PAGE_SIZE) =>
    http.get<Paged<MessageItem>>(PATHS.list, { ...filter, currentPage, pageSize, sidx: 'lastModifyTime', sort: 'desc' }),
  /** Reads one message and marks it read. */
  readInfo: (id: string) => http.get<MessageItem>(PATHS.readInfo(id)),
  /** Marks every unread message read, or those of one kind when the list shows one kind. */
  readAll: (type: string) => http.post<{ updated: number }>(type ? `${PATHS.readAll}?type=${encodeURIComponent(type)}` : PATHS.readAll, {}),
  /** Removes the caller's own copies. */
  remove: (ids: readonly string[]) => http.delete<{ deleted: number }>(PATHS.records, { ids: ids.join(',') }),
  /** A background refresh: failures stay quiet (the bell keeps its last count). */
  unreadCount: () => http.get<UnreadCount>(PATHS.unreadCount, undefined, { noTip: true }),
};

export const noticeApi = {
  list: (filter: NoticeFilter) => http.get<Paged<NoticeItem>>(PATHS.notices, filter),
  get: (id: string) => http.get<NoticeItem>(PATHS.notice(id)),
  create: (body: NoticeBody) => http.post<string>(PATHS.list, body),
  update: (id: string, body: NoticeBody) => http.put<null>(PATHS.notice(id), body),
  remove: (id: string) => http.delete<null>(PATHS.notice(id)),
  release: (id: string) => http.put<{ receivers: number }>(PATHS.release(id), {}),
  revoke: (id: string) => http.put<null>(PATHS.revoke(id), {}),
};
