import { Card, Space, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisibleProjects } from '../../../lib/live/live-context';
import { AckDialog } from '../ack/ack-dialog';
import type { AlarmDto, AlarmFilter } from '../alarm-types';
import { useAlarmHistory } from '../history/use-alarm-history';
import '../alarms.css';
import { AlarmFilters, DEFAULT_FILTER } from './alarm-filters';
import { AlarmLogDrawer } from './alarm-log-drawer';
import { AlarmTable, PAGE_SIZES } from './alarm-table';
import { LiveSummary } from './live-summary';

/**
 * The alarm centre (menu `monitoring/alarms`): live counts from the alarm store, and the paged history from
 * the server, which live changes patch in place (new alarms appear on the first page as they are raised).
 */
export function AlarmPage() {
  const { t } = useTranslation();
  const projects = useVisibleProjects();
  const [filter, setFilter] = useState<AlarmFilter>(DEFAULT_FILTER);
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] ?? 20 });
  const [acking, setAcking] = useState<AlarmDto | null>(null);
  const [logOf, setLogOf] = useState<AlarmDto | null>(null);
  const history = useAlarmHistory({ filter, page: paging.page, pageSize: paging.pageSize });
  const projectNames = useMemo(() => new Map(projects.map((project) => [project.id, project.name])), [projects]);

  const changeFilter = useCallback((next: AlarmFilter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 1 }));
  }, []);
  const changePage = useCallback((page: number, pageSize: number) => setPaging({ page, pageSize }), []);
  // The drawer follows the row: an acknowledgement or clearance while it is open shows at once.
  const logAlarm = logOf ? (history.data?.list.find((alarm) => alarm.id === logOf.id) ?? logOf) : null;

  return (
    <div className="sluice-alarm-page" data-testid="alarm-page">
      <Card>
        <Space orientation="vertical" size={12} className="sluice-alarm-page__stack">
          <div className="sluice-alarm-page__head">
            <Typography.Title level={4} className="sluice-alarm-page__title">
              {t('alarms.page.title')}
            </Typography.Title>
            <LiveSummary />
          </div>
          <AlarmFilters value={filter} projects={projects} onChange={changeFilter} />
          <AlarmTable
            data={history.data}
            loading={history.isFetching && !history.data}
            page={paging.page}
            pageSize={paging.pageSize}
            projectNames={projectNames}
            onPage={changePage}
            onAcknowledge={setAcking}
            onShowLog={setLogOf}
          />
        </Space>
      </Card>
      <AckDialog alarm={acking} onClose={() => setAcking(null)} />
      <AlarmLogDrawer alarm={logAlarm} onClose={() => setLogOf(null)} />
    </div>
  );
}
