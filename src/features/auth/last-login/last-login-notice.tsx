import type { NotificationInstance } from 'antd/es/notification/interface';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { APP_CONFIG } from '../../../config/app-config';
import type { UserInfo } from '../../../../server/src/wire/current-user';
import './last-login-notice.css';

function formatTime(value: UserInfo['prevLoginTime']): string {
  return value === null ? '' : dayjs(value).format('YYYY-MM-DD HH:mm');
}

/** Spec 2.1: after a sign-in from /login, a bottom-right notice of the previous login for 2 s, when there was one. */
export function showLastLoginNotice(notification: NotificationInstance, t: TFunction, userInfo: UserInfo): void {
  if (userInfo.prevLogin !== 1) return;
  notification.info({
    title: t('auth.last-login.title'),
    description: (
      <dl className="sluice-last-login">
        <dt>{t('auth.last-login.time')}</dt>
        <dd>{formatTime(userInfo.prevLoginTime)}</dd>
        <dt>{t('auth.last-login.place')}</dt>
        <dd>{userInfo.prevLoginIPAddressName || '-'}</dd>
        <dt>{t('auth.last-login.ip')}</dt>
        <dd>{userInfo.prevLoginIPAddress || '-'}</dd>
      </dl>
    ),
    placement: 'bottomRight',
    duration: APP_CONFIG.lastLoginNoticeSeconds,
  });
}
