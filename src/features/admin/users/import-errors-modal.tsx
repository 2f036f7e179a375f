import { Modal, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '../types';
import { userFieldLabel } from './user-field-labels';

/** The form's name for a field the server names by key; other keys (a column it could not read) show as they are. */
export function importFieldLabel(t: TFunction, field: string): string {
  return userFieldLabel(t, field) ?? field;
}

/** `data.errors` of a refused import, when it is the list the contract describes. */
export function importErrorsOf(data: unknown): ImportRowError[] | null {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.map((item: Partial<ImportRowError> | null) => ({
    row: Number(item?.row ?? 0),
    field: String(item?.field ?? ''),
    reason: String(item?.reason ?? ''),
  }));
}

export interface ImportErrorsModalProps {
  /** The server's message (it already showed as a toast, which fades). */
  message: string;
  errors: ImportRowError[] | null;
  onClose: () => void;
}

/** Every refused row of an import, so the file can be fixed in one go (nothing was imported). */
export function ImportErrorsModal({ message, errors, onClose }: ImportErrorsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={errors !== null} title={t('admin.user-import.errors-title')} onCancel={onClose} destroyOnHidden width={640} footer={null}>
      <Typography.Paragraph type="danger">{message}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('admin.user-import.nothing-imported')}</Typography.Paragraph>
      <div role="region" aria-label={t('admin.user-import.errors-table')} data-testid="import-errors">
        <Table<ImportRowError & { key: number }>
          size="small"
          dataSource={(errors ?? []).map((error, index) => ({ ...error, key: index }))}
          pagination={(errors?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('admin.user-import.row'), width: 80 },
            {
              key: 'field',
              dataIndex: 'field',
              title: t('admin.user-import.field'),
              width: 140,
              render: (field: string) => importFieldLabel(t, field),
            },
            { key: 'reason', dataIndex: 'reason', title: t('admin.user-import.reason') },
          ]}
        />
      </div>
    </Modal>
  );
}
