import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { flattenTree, pathTo } from '../../../ui/tree/tree-item';
import type { OrganizeUnit } from '../types';
import { StatusTag } from '../users/user-columns';

/** A unit's management fields: name, code, kind, where it sits, status, order and creation time. */
export function OrganizeDetail({ unit, tree }: { unit: OrganizeUnit; tree: readonly OrganizeUnit[] }) {
  const { t } = useTranslation();
  const byId = new Map(flattenTree(tree).map((node) => [node.id, node]));
  const parents = pathTo(tree, unit.id)
    .slice(0, -1)
    .map((id) => byId.get(id)?.fullName ?? id);
  const company = (unit.category ?? unit.type) === 'company';
  const children = unit.children?.length ?? 0;
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="organize-detail">
      <Descriptions.Item label={t('admin.organize.name')}>{unit.fullName}</Descriptions.Item>
      <Descriptions.Item label={t('admin.organize.code')}>{unit.enCode || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('admin.organize.kind')}>
        {company ? t('admin.organize.company') : t('admin.organize.department')}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.organize.parent')}>
        {parents.length > 0 ? parents.join(' / ') : t('admin.organize.top')}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.user.status')}>
        <StatusTag enabled={unit.enabledMark !== 0} />
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.organize.children')}>{children}</Descriptions.Item>
      <Descriptions.Item label={t('admin.organize.sort-code')}>{unit.sortCode ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('admin.user.created-at')}>
        {unit.createdAt
          ? t('admin.user.created-at-value', { date: formatDateTime(unit.createdAt), relative: formatRelativeTime(unit.createdAt) })
          : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
