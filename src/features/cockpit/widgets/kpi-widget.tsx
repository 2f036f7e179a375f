import { useCallback, useEffect, useMemo } from 'react';
import type { AlarmState } from '../../../../streams/stores/alarm-store';
import type { ReadingsState } from '../../../../streams/stores/readings-store';
import {
  newerValue,
  pointsOnline,
  projectAlarmCounts,
  sameAlarmCounts,
  type ProjectAlarmCounts,
} from '../../../../streams/cockpit/project-kpis';
import { useCockpitPoints } from '../data/use-cockpit-points';
import { useFeedRecoveries } from '../data/use-feed-recoveries';
import { useMinute } from '../data/use-live-window';
import { useLevelDayAgo } from '../data/use-reservoir-change';
import { useWallStore } from '../data/use-wall-store';
import { AlarmsTile, LevelTile, OnlineTile } from './kpi-tiles';
import { WidgetFailure } from './widget-failure';
import type { CockpitWidgetProps } from './widget-props';

const NO_COUNTS: ProjectAlarmCounts = { 1: 0, 2: 0, 3: 0, 4: 0, total: 0, unacknowledged: 0 };
const EMPTY_LATEST: ReadingsState['latest'] = {};
const selectLatest = (state: ReadingsState) => state.latest;

/**
 * The wall's headline figures: points online, active alarms by level, and the reservoir level now with its 24 h
 * change. Live from the bus stores, once per frame at most; a tile re-renders only when its own figures change (the
 * tiles are memoised), and "online" is counted again once a minute or when a reading arrives.
 */
export function KpiWidget({ projectId }: CockpitWidgetProps) {
  const { points, query } = useCockpitPoints(projectId);
  const minute = useMinute();
  const latest = useWallStore('readings', selectLatest, EMPTY_LATEST);
  const selectCounts = useCallback((state: AlarmState) => projectAlarmCounts(state, projectId), [projectId]);
  const counts = useWallStore('alarms', selectCounts, NO_COUNTS, sameAlarmCounts);
  const level = points.find((point) => point.type === 'water-level') ?? null;
  const { dayAgo, last } = useLevelDayAgo(level?.id ?? null, minute);
  // After the feed comes back the list is loaded again: readings stored while it was down reach the wall only so.
  const recoveries = useFeedRecoveries();
  const { refetch } = query;
  useEffect(() => {
    if (recoveries > 0) void refetch();
  }, [recoveries, refetch]);

  // Built once per point list, not once per reading.
  const { cadence, listedTs } = useMemo(() => {
    const listed = new Map(points.map((point) => [point.id, point.latest?.ts ?? null]));
    return {
      cadence: points.map((point) => ({ id: point.id, intervalMs: point.intervalSeconds * 1000 })),
      listedTs: (id: string) => listed.get(id) ?? null,
    };
  }, [points]);
  // The live store's newest reading wins; the list's own latest covers points the feed has not pushed yet.
  const online = useMemo(() => pointsOnline(latest, cadence, Math.max(minute, Date.now()), listedTs), [latest, cadence, minute, listedTs]);

  if (query.isError) return <WidgetFailure error={query.error} onRetry={() => void query.refetch()} />;
  const now = level ? (newerValue(latest[level.id], level.latest) ?? last) : Number.NaN;
  return (
    <div className="sluice-cockpit__kpis" data-testid="cockpit-kpis">
      <OnlineTile online={online} total={points.length} />
      <AlarmsTile counts={counts} />
      <LevelTile code={level?.code ?? null} level={now} change={now - dayAgo} unit={level?.unit ?? 'm'} />
    </div>
  );
}
