import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MonitoringPage, type MonitoringTabSpec } from '../page/monitoring-page';
import { FlowCharts, PressureCharts } from './seepage-charts';

type SeepageTab = 'pressure' | 'flow' | 'statistics';

/**
 * Seepage monitoring (menu `monitoring/seepage`): osmotic pressure with reservoir level, rainfall and the
 * pressure-level scatter; seepage flow with rainfall; statistics of both kinds. `?tab&point&from&to` open a view.
 */
export function SeepagePage() {
  const { t } = useTranslation();
  const tabs = useMemo<MonitoringTabSpec<SeepageTab>[]>(
    () => [
      { key: 'pressure', label: t('monitoring.seepage.tab-pressure'), pointTypes: ['osmotic-pressure'], Charts: PressureCharts },
      { key: 'flow', label: t('monitoring.seepage.tab-flow'), pointTypes: ['seepage-flow'], Charts: FlowCharts },
      {
        key: 'statistics',
        label: t('monitoring.seepage.tab-statistics'),
        tables: [
          { kind: 'osmoticPressure', title: t('monitoring.seepage.statistics-pressure'), exportName: 'osmotic-pressure-statistics' },
          { kind: 'seepageFlow', title: t('monitoring.seepage.statistics-flow'), exportName: 'seepage-flow-statistics' },
        ],
      },
    ],
    [t],
  );
  return <MonitoringPage testId="seepage-page" title={t('monitoring.seepage.title')} tabs={tabs} />;
}
