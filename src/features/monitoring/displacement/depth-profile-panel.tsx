import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepthProfile } from '../../../../server/src/wire/dam-monitoring';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { ChartFrame, ProfileChart, type ChartView } from '../../../ui/charts';
import { damApi } from '../api';
import { keepAnswerOfPoint } from '../data/keep-point-answer';
import { failureText } from '../page/error-in-place';
import { profileLines, thresholdLine } from './profile-lines';

/**
 * An inclinometer's cumulative displacement against depth at dates spread over the range, with its threshold profile.
 * Memoised: a render of the page for a zoom not yet given to it costs nothing.
 */
export const DepthProfilePanel = memo(function DepthProfilePanel({ point, view }: { point: Point | null; view: ChartView }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['monitoring', 'depth-profile', point?.id, view.from, view.to],
    queryFn: ({ signal }) => damApi.depthProfile(point?.id ?? '', view, signal),
    enabled: point !== null,
    placeholderData: keepAnswerOfPoint<DepthProfile>(point?.id),
  });
  const lines = useMemo(() => (query.data ? profileLines(query.data) : []), [query.data]);
  const threshold = useMemo(() => (query.data ? thresholdLine(query.data, t('charts.profile.threshold')) : null), [query.data, t]);
  if (!point) return <Empty description={t('monitoring.displacement.no-profile-point')} />;
  return (
    <div data-testid="profile-chart">
      <ChartFrame title={t('monitoring.displacement.profile-chart', { code: point.code })} exportName={`${point.code}-profile`} view={view}>
        <ProfileChart
          profiles={lines}
          threshold={threshold ?? undefined}
          loading={query.isFetching && !query.data}
          error={query.isError ? failureText(query.error, t('monitoring.page.load-failed')) : null}
          onRetry={() => void query.refetch()}
        />
      </ChartFrame>
    </div>
  );
});
