import { Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { usePermission } from '../../../lib/use-permission';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { UserRow } from '../types';

/** The unit a person belongs to, company then department. */
export function unitText(user: Pick<UserRow, 'organizeName' | 'departmentName'>): string {
  return [user.organizeName, user.departmentName].filter(Boolean).join(' / ');
}

export function StatusTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return <Tag color={enabled ? 'success' : 'default'}>{enabled ? t('admin.status.enabled') : t('admin.status.disabled')}</Tag>;
}

/**
 * The user directory's columns. When the page's permission entry lists columns, only those are offered (the server
 * leaves the others out of its answer anyway); an entry without columns means the page shows them all.
 */
export function useUserColumns(): DataTableColumn<UserRow>[] {
  const { t } = useTranslation();
  const { columns: granted } = usePermission();
  return useMemo(() => {
    const all: DataTableColumn<UserRow>[] = [
      // Widths for the 'middle' table: every column fits beside the organisation tree at 1440 px; long texts end in
      // an ellipsis with the whole text on hover.
      { key: 'account', title: t('admin.user.account'), sorter: true, fixed: 'left', width: 110, ellipsis: { showTitle: true } },
      { key: 'realName', title: t('admin.user.real-name'), sorter: true, width: 80, ellipsis: { showTitle: true } },
      {
        key: 'organizeName',
        title: t('admin.user.unit'),
        width: 110,
        ellipsis: { showTitle: true },
        render: (_value, user) => unitText(user) || '—',
      },
      {
        key: 'positionName',
        title: t('admin.user.position'),
        width: 90,
        ellipsis: { showTitle: true },
        render: (value: string | undefined) => value || '—',
      },
      {
        key: 'roleName',
        title: t('admin.user.role'),
        width: 80,
        ellipsis: { showTitle: true },
        render: (value: string | undefined) => value || '—',
      },
      { key: 'mobilePhone', title: t('admin.user.mobile'), sorter: true, width: 110, render: (value: string | undefined) => value || '—' },
      {
        key: 'email',
        title: t('admin.user.email'),
        sorter: true,
        defaultHidden: true,
        render: (value: string | undefined) => value || '—',
      },
      {
        key: 'enabledMark',
        title: t('admin.user.status'),
        sorter: true,
        // "Status" with its sort arrows on one line in English.
        width: 84,
        render: (value: number | undefined) => <StatusTag enabled={value === 1} />,
      },
      {
        key: 'createdAt',
        title: t('admin.user.created-at'),
        sorter: true,
        width: 132,
        render: (value: number | undefined) => (value ? <Tooltip title={formatRelativeTime(value)}>{formatDateTime(value)}</Tooltip> : '—'),
      },
    ];
    if (granted.length === 0) return all;
    const allowed = new Set(granted.map((column) => column.enCode));
    return all.filter((column) => allowed.has(column.key));
  }, [t, granted]);
}
