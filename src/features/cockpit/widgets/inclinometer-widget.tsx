import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepthProfile } from '../../../../server/src/wire/dam-monitoring';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { formatDateTime } from '../../../lib/format/date-time';
import { ProfileChart, type ChartView, type ProfileLine } from '../../../ui/charts';
import { cockpitApi } from '../api';
import { DAY_MS } from '../data/use-live-window';
import { usePlotHeight } from './plot-height';
import { failureText } from './widget-failure';
import { PointChartWidget } from './point-chart-widget';
import type { CockpitWidgetProps } from './widget-props';

const KINDS = ['deep-displacement'] as const;
const finite = (values: readonly (number | null)[]) => values.map((value) => value ?? NaN);

/** The dated profiles that found a reading, labelled with the reading's time, and the first level's limit profile. */
export function profileLinesOf(profile: DepthProfile, thresholdLabel: string): { lines: ProfileLine[]; threshold: ProfileLine | null } {
  const lines = profile.profiles.flatMap((line) =>
    line.ts === null ? [] : [{ id: `at-${line.at}`, label: formatDateTime(line.ts), depths: profile.depths, values: finite(line.values) }],
  );
  const levels = [...profile.thresholds].sort((a, b) => a.severity - b.severity);
  const first = levels.find((level) => level.upper.some((value) => value !== null));
  const threshold = first
    ? { id: `threshold-${first.severity}`, label: thresholdLabel, depths: profile.depths, values: finite(first.upper) }
    : null;
  return { lines, threshold };
}

function ProfilePlot({ point, load }: { point: Point; load: ChartView }) {
  const { t } = useTranslation();
  const height = usePlotHeight();
  const query = useQuery({
    queryKey: ['cockpit', 'depth-profile', point.id, load.from, load.to],
    queryFn: ({ signal }) => cockpitApi.depthProfile(point.id, load, signal),
    placeholderData: (previous) => previous,
  });
  const thresholdLabel = t('charts.profile.threshold');
  const drawn = useMemo(() => (query.data ? profileLinesOf(query.data, thresholdLabel) : null), [query.data, thresholdLabel]);
  return (
    <ProfileChart
      profiles={drawn?.lines ?? []}
      threshold={drawn?.threshold ?? undefined}
      height={height}
      loading={query.isFetching && !query.data}
      error={query.isError ? failureText(query.error, t('cockpit.widget.load-failed')) : null}
      onRetry={() => void query.refetch()}
    />
  );
}

/** An inclinometer's cumulative displacement against depth at a few dates over the window, with its limit profile. */
export function InclinometerWidget(props: CockpitWidgetProps) {
  return (
    <PointChartWidget
      {...props}
      kinds={KINDS}
      defaultRangeMs={30 * DAY_MS}
      per="hour"
      titleKey="cockpit.widget.inclinometer-profile-of"
      exportSuffix="profile"
      plot={({ point, load }) => <ProfilePlot point={point} load={load} />}
    />
  );
}
