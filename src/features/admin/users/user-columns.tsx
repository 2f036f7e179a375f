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
      // The table fits its text columns to the room beside the organisation tree (long texts end in an ellipsis with
      // the whole text on hover); the status tag and the date keep set widths.
      { key: 'account', title: t('admin.user.account'), sorter: true, fixed: 'left' },
      { key: 'realName', title: t('admin.user.real-name'), sorter: true },
      {
        key: 'organizeName',
        title: t('admin.user.unit'),
        render: (_value, user) => unitText(user) || '—',
      },
      {
        key: 'positionName',
        title: t('admin.user.position'),
        render: (value: string | undefined) => value || '—',
      },
      {
        key: 'roleName',
        title: t('admin.user.role'),
        render: (value: string | undefined) => value || '—',
      },
      { key: 'mobilePhone', title: t('admin.user.mobile'), sorter: true, render: (value: string | undefined) => value || '—' },
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
        // The day in the row (the whole row must fit beside the tree at 1280 px); the time and how long ago on hover.
        width: 92,
        render: (value: number | undefined) =>
          value ? (
            <Tooltip title={`${formatDateTime(value)} · ${formatRelativeTime(value)}`}>{formatDateTime(value, 'YYYY-MM-DD')}</Tooltip>
          ) : (
            '—'
          ),
      },
    ];
    if (granted.length === 0) return all;
    const allowed = new Set(granted.map((column) => column.enCode));
    return all.filter((column) => allowed.has(column.key));
  }, [t, granted]);
}
