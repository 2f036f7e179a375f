import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { OnlineUser } from '../../../../server/src/wire/online-users';

/** The online-user calls (issue 12), written once. */
export const ONLINE_USER_PATH = '/api/system/OnlineUser';

export interface OnlineUserQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export const onlineUserApi = {
  list: ({ keyword, currentPage, pageSize }: OnlineUserQuery) =>
    http.get<Paged<OnlineUser>>(ONLINE_USER_PATH, { currentPage, pageSize, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) }),
  /** Signs every session of the user out; they answer 601 and their sockets get logout. */
  forceOffline: (userId: string) => http.delete<{ revoked: number }>(`${ONLINE_USER_PATH}/${encodeURIComponent(userId)}`),
};
