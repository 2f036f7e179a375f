import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepthProfile } from '../../../../server/src/wire/dam-monitoring';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { formatDateTime } from '../../../lib/format/date-time';
import { ProfileChart, type ChartView, type ProfileLine } from '../../../ui/charts';
import { cockpitApi } from '../api';
import { useCockpitPoints } from '../data/use-cockpit-points';
import { DAY_MS, useWidgetWindow } from '../data/use-live-window';
import { widgetPoint } from '../data/widget-point';
import { ChartCard } from './chart-card';
import { usePlotHeight } from './plot-height';
import { failureText, WidgetFailure, WidgetNoPoint } from './widget-failure';
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
export function InclinometerWidget({ widget, projectId, onOpenPoint }: CockpitWidgetProps) {
  const { t } = useTranslation();
  const { points, query } = useCockpitPoints(projectId);
  const point = widgetPoint(points, KINDS, widget.options.pointId);
  const { view, load, onViewChange } = useWidgetWindow(widget.options.rangeMs, 30 * DAY_MS, 'hour');
  const pointId = point?.id ?? null;
  const open = useCallback(() => {
    if (pointId) onOpenPoint(pointId, view);
  }, [pointId, onOpenPoint, view]);
  if (query.isError) return <WidgetFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isSuccess && !point) return <WidgetNoPoint />;
  if (!point) return null;
  return (
    <ChartCard
      title={widget.options.title || t('cockpit.widget.inclinometer-profile-of', { code: point.code })}
      pointCode={point.code}
      exportName={`${point.code}-profile`}
      view={view}
      onViewChange={onViewChange}
      onOpen={open}
    >
      <ProfilePlot point={point} load={load} />
    </ChartCard>
  );
}
