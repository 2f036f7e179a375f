import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MonitoringPage, type MonitoringTabSpec } from '../page/monitoring-page';
import { DisplacementCharts } from './displacement-charts';

type DisplacementTab = 'displacement' | 'statistics';

/**
 * Displacement monitoring (menu `monitoring/displacement`): a GNSS point's horizontal and vertical displacement over
 * time beside the inclinometer profile of its section, and statistics of surface and deep displacement.
 * `?tab&point&from&to` open a view.
 */
export function DisplacementPage() {
  const { t } = useTranslation();
  const tabs = useMemo<MonitoringTabSpec<DisplacementTab>[]>(
    () => [
      {
        key: 'displacement',
        label: t('monitoring.displacement.tab-displacement'),
        pointTypes: ['surface-displacement', 'deep-displacement'],
        Charts: DisplacementCharts,
      },
      {
        key: 'statistics',
        label: t('monitoring.displacement.tab-statistics'),
        tables: [
          {
            kind: 'horizontal',
            title: t('monitoring.displacement.statistics-horizontal'),
            exportName: 'horizontal-displacement-statistics',
          },
          { kind: 'vertical', title: t('monitoring.displacement.statistics-vertical'), exportName: 'vertical-displacement-statistics' },
          { kind: 'deep', title: t('monitoring.displacement.statistics-deep'), exportName: 'deep-displacement-statistics' },
        ],
      },
    ],
    [t],
  );
  return <MonitoringPage testId="displacement-page" title={t('monitoring.displacement.title')} tabs={tabs} />;
}
