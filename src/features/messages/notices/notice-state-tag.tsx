import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A notice's state: draft, released (in inboxes) or revoked. */
export function NoticeStateTag({ state }: { state: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  if (state === 1) return <Tag color="success">{t('messages.notice-admin.state-released')}</Tag>;
  if (state === 2) return <Tag color="warning">{t('messages.notice-admin.state-revoked')}</Tag>;
  return <Tag>{t('messages.notice-admin.state-draft')}</Tag>;
}
