import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VisualdevBaseItem } from '../../../../server/src/wire/visualdev';

/** never released / released / changed since release: records are checked against the released design only. */
export function ReleaseState({ item }: { item: Pick<VisualdevBaseItem, 'state' | 'changedSinceRelease'> }) {
  const { t } = useTranslation();
  if (item.state !== 1) return <Tag>{t('designer.state.draft')}</Tag>;
  if (item.changedSinceRelease) return <Tag color="warning">{t('designer.state.changed')}</Tag>;
  return <Tag color="success">{t('designer.state.released')}</Tag>;
}
