import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from './about-dialog';

/** The official statement: what the console is for, who may use it and how its data is handled. */
export function StatementDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('topbar.statement.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="statement-dialog">
        <Typography.Paragraph>{t('topbar.statement.purpose')}</Typography.Paragraph>
        <Typography.Paragraph>{t('topbar.statement.users')}</Typography.Paragraph>
        <Typography.Paragraph>{t('topbar.statement.data')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('topbar.statement.alarms')}</Typography.Paragraph>
      </div>
    </Modal>
  );
}
