import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PointThresholds } from '../../../../server/src/wire/alarm-settings';
import type { ChartSeverity, ChartThreshold } from '../../../ui/charts/chart-types';
import { monitoringApi } from '../api';

const NONE: ChartThreshold[] = [];

const isSeverity = (value: number): value is ChartSeverity => value === 1 || value === 2 || value === 3 || value === 4;

/** A point's alarm levels as chart lines: one per limit (upper, lower), labelled with the project's level name. */
export function toChartThresholds(thresholds: PointThresholds, axis: 'left' | 'right' = 'left'): ChartThreshold[] {
  return thresholds.list.flatMap((entry) => {
    if (!isSeverity(entry.severity)) return [];
    const severity = entry.severity;
    const limits = [
      ['upper', entry.upper],
      ['lower', entry.lower],
    ] as const;
    return limits.flatMap(([side, value]) =>
      value === undefined
        ? []
        : [{ id: `${thresholds.pointId}-${severity}-${side}`, label: `${entry.severityName} ${value}`, value, severity, axis }],
    );
  });
}

/**
 * The point's thresholds for its chart. A user who may read the point but not its alarm settings, or a failed call,
 * gets a chart without lines rather than no chart: the lines help, the data is what matters.
 */
export function usePointThresholds(pointId: string | null): ChartThreshold[] {
  const query = useQuery({
    queryKey: ['monitoring', 'thresholds', pointId],
    queryFn: ({ signal }) => monitoringApi.thresholds(pointId ?? '', signal),
    enabled: pointId !== null,
    retry: false,
  });
  const data = query.data;
  return useMemo(() => (data ? toChartThresholds(data) : NONE), [data]);
}
