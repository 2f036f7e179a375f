import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WarnItem } from '../../../../streams/protocol/sound-light';
import { formatAlarmValue } from '../format';

/** One of the spec's warning lists (water level, water quality): point, measured quantity, value and unit. */
export function WarnList({ items, testId }: { items: readonly WarnItem[]; testId: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarms.panel.no-warnings')} />;
  return (
    <ul className="sluice-alarm-panel__list" data-testid={testId}>
      {items.map((item, index) => (
        <li key={`${item.pointName}-${item.attrName}-${index}`} className="sluice-alarm-panel__warn">
          <span className="sluice-alarm-panel__point">{item.pointName}</span>
          <span className="sluice-alarm-panel__attr">{item.attrName}</span>
          <span className="sluice-alarm-panel__value">{formatAlarmValue(item.alertValue, item.unit)}</span>
        </li>
      ))}
    </ul>
  );
}
