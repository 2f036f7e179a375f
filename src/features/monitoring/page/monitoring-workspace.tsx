import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Drawer, Result, Skeleton } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useMonitoringProjects } from '../data/use-monitoring-points';
import { PointPicker } from '../picker/point-picker';
import { ErrorInPlace } from './error-in-place';
import '../monitoring.css';

export interface MonitoringWorkspaceProps {
  testId: string;
  title: string;
  /** The points the picker offers; null hides the picker (a view over every point, such as statistics). */
  points: readonly Point[] | null;
  pointsLoading: boolean;
  pointsError: unknown;
  onRetryPoints: () => void;
  selectedId: string | null;
  onSelect: (pointId: string) => void;
  /** Above the content: the page's tabs. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a monitoring page: the point picker beside the charts (in a drawer on narrow screens), and the page's
 * states before any chart: no project at all (seed 001 section 8), points still loading, or the point list failed.
 */
export function MonitoringWorkspace(props: MonitoringWorkspaceProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const projects = useMonitoringProjects();
  const { onSelect } = props;
  // Stable, so the memoised picker (a tree of every point) is not rendered again by a zoom.
  const pick = useCallback(
    (pointId: string) => {
      setDrawerOpen(false);
      onSelect(pointId);
    },
    [onSelect],
  );

  if (projects.data?.length === 0) {
    return (
      <Card className="sluice-monitoring" data-testid={props.testId}>
        <Result status="info" title={t('monitoring.page.no-project')} data-testid="monitoring-no-project" />
      </Card>
    );
  }

  const picker = props.points ? (
    <PointPicker points={props.points} loading={props.pointsLoading} selectedId={props.selectedId} onSelect={pick} />
  ) : null;

  let content: ReactNode = props.children;
  if (props.pointsError) content = <ErrorInPlace error={props.pointsError} onRetry={props.onRetryPoints} />;
  else if (props.pointsLoading) content = <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <div className="sluice-monitoring" data-testid={props.testId}>
      {picker && !mobile ? (
        <Card size="small" className="sluice-monitoring__picker" title={t('monitoring.picker.title')}>
          {picker}
        </Card>
      ) : null}
      <Card size="small" className="sluice-monitoring__main" title={props.title}>
        {picker && mobile ? (
          <Button icon={<UnorderedListOutlined />} onClick={() => setDrawerOpen(true)} className="sluice-monitoring__picker-button">
            {t('monitoring.picker.open')}
          </Button>
        ) : null}
        {props.header}
        {projects.isError ? <Alert type="warning" showIcon title={t('monitoring.page.projects-failed')} /> : null}
        {content}
      </Card>
      {picker && mobile ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('monitoring.picker.title')} placement="left" size="default">
          {picker}
        </Drawer>
      ) : null}
    </div>
  );
}
