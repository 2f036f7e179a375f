import { Alert, Button, Descriptions, Drawer, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { Barcode } from '../../../ui/barcode/barcode';
import { isBarcodeText } from '../../../ui/barcode/barcode-rule';
import { QrCode } from '../../../ui/qr-code/qr-code';
import { fetchUser } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import type { UserRow } from '../types';
import { StatusTag, unitText } from './user-columns';

export interface UserDetailDrawerProps {
  /** The row that was opened; shown at once while the full record loads. */
  user: UserRow | null;
  onClose: () => void;
  /** Report wrong details about this person to the administrators. */
  onReportCorrection?: (user: UserRow) => void;
}

const dash = (value: string | undefined | null) => value || '—';

/** A person's record with their account as a QR code and, when it is plain letters and digits, as a barcode. */
export function UserDetailDrawer({ user, onClose, onReportCorrection }: UserDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ADMIN_KEYS.user(user?.id ?? ''),
    queryFn: () => fetchUser(user?.id ?? ''),
    enabled: user !== null,
  });
  const person = detail.data ?? user;

  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      size={480}
      title={person ? `${person.realName} / ${person.account}` : ''}
      destroyOnHidden
      extra={person && onReportCorrection ? <Button onClick={() => onReportCorrection(person)}>{t('admin.correction.open')}</Button> : null}
    >
      {person ? (
        <div className="sluice-user-detail" data-testid="user-detail">
          {detail.isFetching && !detail.data ? <Spin size="small" /> : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('admin.user.account')}>{person.account}</Descriptions.Item>
            <Descriptions.Item label={t('admin.user.real-name')}>{person.realName}</Descriptions.Item>
            <Descriptions.Item label={t('admin.user.unit')}>{dash(unitText(person))}</Descriptions.Item>
            <Descriptions.Item label={t('admin.user.position')}>{dash(person.positionName)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.user.role')}>{dash(person.roleName)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.user.mobile')}>{dash(person.mobilePhone)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.user.email')}>{dash(person.email)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.user.status')}>
              <StatusTag enabled={person.enabledMark === 1} />
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.user.created-at')}>
              {person.createdAt
                ? t('admin.user.created-at-value', {
                    date: formatDateTime(person.createdAt),
                    relative: formatRelativeTime(person.createdAt),
                  })
                : '—'}
            </Descriptions.Item>
          </Descriptions>
          <section className="sluice-user-detail__codes" aria-label={t('admin.user.codes')}>
            <h3 className="sluice-user-detail__heading">{t('admin.user.codes')}</h3>
            <div className="sluice-user-detail__qr">
              <QrCode value={person.account} size={150} label={t('admin.user.qr-label', { account: person.account })} />
            </div>
            {isBarcodeText(person.account) ? (
              <div className="sluice-user-detail__barcode">
                <Barcode value={person.account} label={t('admin.user.barcode-label', { account: person.account })} />
              </div>
            ) : (
              <Alert type="info" showIcon title={t('admin.user.no-barcode')} />
            )}
          </section>
        </div>
      ) : null}
    </Drawer>
  );
}
