import type { ChatContact, ChatConversation } from '../../../server/src/wire/chat-rest';
import type { Paged } from '../../../server/src/wire/envelope';
import { http } from '../../lib/api-client';

const CONTACTS_PATH = '/api/permission/Users/ImUser';
const CONVERSATIONS_PATH = '/api/message/imreply';

/** Contacts page 20 (spec 000 section 9). */
export const CONTACT_PAGE_SIZE = 20;

/** The chat's REST calls (contract section 4); the messages themselves travel on the socket (streams/chat). */
export const chatApi = {
  /** Everyone I can write to, one page, filtered by name or account. */
  contacts: (keyword: string, currentPage: number, signal?: AbortSignal): Promise<Paged<ChatContact>> =>
    http.get<Paged<ChatContact>>(CONTACTS_PATH, { keyword, currentPage, pageSize: CONTACT_PAGE_SIZE }, { signal }),

  /** My conversations, newest first, with unread counts. */
  conversations: (keyword: string, signal?: AbortSignal): Promise<{ list: ChatConversation[] }> =>
    http.get<{ list: ChatConversation[] }>(CONVERSATIONS_PATH, keyword ? { keyword } : {}, { signal }),
};
