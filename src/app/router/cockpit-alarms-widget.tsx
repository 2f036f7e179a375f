import { Button, Card } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AlarmDto } from '../../features/alarms/alarm-types';
import { summarizeBell, type BellSummary } from '../../features/alarms/top-bar/bell-summary';
import { RecentAlarmList } from '../../features/alarms/top-bar/recent-alarm-list';
import { ALARM_PAGE_PATH, useCanAcknowledge } from '../../features/alarms/use-can-acknowledge';
import type { CockpitWidgetProps } from '../../features/cockpit/widgets/widget-props';
import { useLiveStore } from '../../lib/live/use-live-store';
import { useMenuRoutes } from '../../lib/use-menu-routes';
import '../../features/alarms/alarms.css';

const AckDialog = lazy(() => import('../../features/alarms/ack/ack-dialog').then((module) => ({ default: module.AckDialog })));

const NO_ALARMS: BellSummary = { counts: { 1: 0, 2: 0, 3: 0, 4: 0 }, total: 0, attention: false, highest: null, newest: [] };
/** A wall shows the newest; the alarm page has the rest. */
const SHOWN = 30;

/**
 * The cockpit's alarm list: the alarm feature's own list and acknowledge dialog over the live alarm store, narrowed
 * to the cockpit's project. Composed here because one feature may not import another (src/README.md).
 */
export function CockpitAlarmsWidget({ widget, projectId }: CockpitWidgetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { byPath } = useMenuRoutes();
  const canAcknowledge = useCanAcknowledge();
  const summary = useLiveStore('alarms', summarizeBell, NO_ALARMS);
  const alarms = useMemo(() => summary.newest.filter((alarm) => alarm.projectId === projectId).slice(0, SHOWN), [summary, projectId]);
  const [acking, setAcking] = useState<AlarmDto | null>(null);
  return (
    <Card
      size="small"
      title={widget.options.title || t('cockpit.widget.alarms')}
      className="sluice-cockpit__chart"
      data-testid="cockpit-alarms"
      extra={
        byPath.has(ALARM_PAGE_PATH) ? (
          <Button type="link" size="small" onClick={() => void navigate(ALARM_PAGE_PATH)}>
            {t('cockpit.alarms.open-page')}
          </Button>
        ) : null
      }
    >
      <RecentAlarmList alarms={alarms} canAcknowledge={canAcknowledge} onAcknowledge={setAcking} />
      {acking ? (
        <Suspense fallback={null}>
          <AckDialog alarm={acking} onClose={() => setAcking(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
