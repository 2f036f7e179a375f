import { APP_CONFIG } from '../../config/app-config';
import { http } from '../../lib/api-client';
import type { CurrentUser } from '../../../server/src/wire/current-user';
import type { SiteConfig } from '../../../server/src/wire/site-config';

/** Sign-in and session calls (contract section 2). */
const PATHS = {
  login: '/api/oauth/Login',
  currentUser: '/api/oauth/CurrentUser',
  logout: '/api/oauth/Logout',
  lockScreen: '/api/oauth/LockScreen',
  loginConfig: (account: string) => `/api/oauth/getConfig/${encodeURIComponent(account)}`,
  imageCode: (length: number, timestamp: string) => `/api/oauth/ImageCode/${length}/${timestamp}`,
  smsSend: '/api/oauth/sms/send',
  codeCertificate: '/api/oauth/codeCertificate',
  codeCertificateStatus: (ticket: string) => `/api/oauth/codeCertificateStatus/${encodeURIComponent(ticket)}`,
  sysConfig: '/api/system/SysConfig',
} as const;

export interface LoginResult {
  token: string;
  theme?: string | null;
}

export interface LoginConfig {
  enableVerificationCode: 0 | 1;
  verificationCodeNumber?: number | null;
}

/** Scan sign-in status: 0 waiting, 1 scanned, 2 done (value = token), -1 expired. */
export interface ScanStatus {
  status: -1 | 0 | 1 | 2;
  value?: string | null;
}

/** Seconds until another code may be sent, and until this one expires. */
export interface SmsSent {
  resendAfter?: number;
  expiresIn?: number;
}

/** The fields of the Login form beyond the fixed client id, scope and grant type. */
export interface LoginFields {
  account: string;
  password: string;
  code: string;
  timestamp: string;
  origin: string;
  grantType: 'password' | 'sms';
}

export const authApi = {
  /** Form-encoded sign-in; `password` must already be the MD5 hex. */
  login: (fields: LoginFields) =>
    http.postForm<LoginResult>(PATHS.login, {
      account: fields.account,
      password: fields.password,
      code: fields.code,
      timestamp: fields.timestamp,
      origin: fields.origin,
      client_id: 'admin',
      scope: 'all',
      grant_type: fields.grantType,
    }),
  /** The guard handles failures itself, so this call neither toasts nor redirects. */
  currentUser: () => http.get<CurrentUser>(PATHS.currentUser, undefined, { noTip: true, skipAuthRedirect: true }),
  logout: () => http.get<unknown>(PATHS.logout, undefined, { noTip: true, skipAuthRedirect: true }),
  unlock: (account: string, password: string) => http.post<unknown>(PATHS.lockScreen, { account, password }, { skipAuthRedirect: true }),
  loginConfig: (account: string) => http.get<LoginConfig>(PATHS.loginConfig(account), undefined, { noTip: true }),
  /** An <img> source, so it carries the API base itself. */
  imageCodeUrl: (length: number, timestamp: string) => APP_CONFIG.apiBaseUrl + PATHS.imageCode(length, timestamp),
  sendSmsCode: (mobile: string) => http.post<SmsSent | null>(PATHS.smsSend, { mobile }),
  codeCertificate: () => http.get<string>(PATHS.codeCertificate),
  codeCertificateStatus: (ticket: string, signal?: AbortSignal) =>
    http.get<ScanStatus>(PATHS.codeCertificateStatus(ticket), undefined, { noTip: true, ...(signal ? { signal } : {}) }),
  sysConfig: () => http.get<SiteConfig>(PATHS.sysConfig, undefined, { noTip: true }),
};
