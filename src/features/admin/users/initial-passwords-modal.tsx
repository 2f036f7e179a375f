import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import type { InitialPassword } from '../types';
import { copyText } from './copy-text';

/** What the modal hands over: after a create one person, after an import everyone it created. */
export interface PasswordHandover {
  title: string;
  /** A line above the table (how many were created). */
  summary?: string;
  people: InitialPassword[];
}

/** One person: just the password. Several: one 'account<TAB>password' line each, which pastes into a spreadsheet. */
export function handoverText(people: readonly InitialPassword[]): string {
  if (people.length === 1) return people[0]?.initialPassword ?? '';
  return people.map((person) => `${person.account}\t${person.initialPassword}`).join('\n');
}

export interface InitialPasswordsModalProps {
  handover: PasswordHandover | null;
  onClose: () => void;
}

/**
 * The one-time initial passwords (the server never shows them again). Only the close button closes it, so a stray
 * click beside it cannot lose them.
 */
export function InitialPasswordsModal({ handover, onClose }: InitialPasswordsModalProps) {
  const { t } = useTranslation();
  const people = handover?.people ?? [];
  const copy = async () => {
    if (await copyText(handoverText(people))) feedback.success(t('admin.initial-password.copied'));
    else feedback.warning(t('admin.initial-password.copy-failed'));
  };
  return (
    <Modal
      open={handover !== null}
      title={handover?.title}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={560}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()}>
          {people.length === 1 ? t('admin.initial-password.copy-one') : t('admin.initial-password.copy-all')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('admin.initial-password.done')}
        </Button>,
      ]}
    >
      {handover?.summary ? <Typography.Paragraph strong>{handover.summary}</Typography.Paragraph> : null}
      <Alert type="warning" showIcon title={t('admin.initial-password.once')} className="sluice-initial-passwords__note" />
      <div role="region" aria-label={t('admin.initial-password.table')} data-testid="initial-passwords">
        <Table<InitialPassword>
          rowKey="account"
          size="small"
          dataSource={people}
          pagination={people.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { key: 'account', dataIndex: 'account', title: t('admin.user.account') },
            {
              key: 'initialPassword',
              dataIndex: 'initialPassword',
              title: t('admin.initial-password.password'),
              render: (password: string) => <Typography.Text code>{password}</Typography.Text>,
            },
          ]}
        />
      </div>
    </Modal>
  );
}
