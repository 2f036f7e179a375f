import { http } from '../../lib/api-client';
import { md5Hex } from '../../lib/md5';
import type { Paged } from '../../../server/src/wire/envelope';
import type { AuthorizeNode, BaseInfo, BaseInfoBody, Subordinate, SystemLogEntry, UploadedImage } from '../../../server/src/wire/profile';

const CURRENT = '/api/permission/Users/Current';

/** The profile page's server paths, written once (seed 000 section 7.9, contract section 5). */
export const PROFILE_PATHS = {
  baseInfo: `${CURRENT}/BaseInfo`,
  modifyPassword: `${CURRENT}/Actions/ModifyPassword`,
  avatar: (name: string) => `${CURRENT}/Avatar/${encodeURIComponent(name)}`,
  avatarUpload: '/api/file/Uploader/userAvatar',
  subordinates: (id: string) => `${CURRENT}/Subordinate/${encodeURIComponent(id)}`,
  authorize: `${CURRENT}/Authorize`,
  systemLog: `${CURRENT}/SystemLog`,
  systemTheme: `${CURRENT}/SystemTheme`,
} as const;

/** 1 sign-ins, 3 operations. */
export type LogCategory = 1 | 3;

export const profileApi = {
  baseInfo: () => http.get<BaseInfo>(PROFILE_PATHS.baseInfo),
  saveBaseInfo: (body: BaseInfoBody) => http.put<BaseInfo>(PROFILE_PATHS.baseInfo, body),
  /** Both passwords leave the browser only as MD5 hex, as at sign-in. */
  modifyPassword: async (oldPassword: string, password: string) =>
    http.post<null>(PROFILE_PATHS.modifyPassword, { oldPassword: await md5Hex(oldPassword), password: await md5Hex(password) }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<UploadedImage>(PROFILE_PATHS.avatarUpload, form);
  },
  chooseAvatar: (name: string) => http.put<{ headIcon: string }>(PROFILE_PATHS.avatar(name)),
  subordinates: (id: string) => http.get<{ list: Subordinate[] }>(PROFILE_PATHS.subordinates(id)),
  authorize: () => http.get<{ list: AuthorizeNode[] }>(PROFILE_PATHS.authorize),
  systemLog: (category: LogCategory, currentPage: number, pageSize: number) =>
    http.get<Paged<SystemLogEntry>>(PROFILE_PATHS.systemLog, { category, currentPage, pageSize }),
  saveTheme: (theme: string) => http.put<{ theme: string }>(PROFILE_PATHS.systemTheme, { theme }),
};
