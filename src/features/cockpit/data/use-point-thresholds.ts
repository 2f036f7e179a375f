import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PointThresholds } from '../../../../server/src/wire/alarm-settings';
import type { ChartSeverity, ChartThreshold } from '../../../ui/charts';
import { cockpitApi } from '../api';

const NONE: ChartThreshold[] = [];
const isSeverity = (value: number): value is ChartSeverity => value === 1 || value === 2 || value === 3 || value === 4;

/** A point's alarm limits as chart lines, labelled with the project's level names. */
export function thresholdLines(thresholds: PointThresholds): ChartThreshold[] {
  return thresholds.list.flatMap((entry) => {
    if (!isSeverity(entry.severity)) return [];
    const severity = entry.severity;
    const sides = [
      ['upper', entry.upper],
      ['lower', entry.lower],
    ] as const;
    return sides.flatMap(([side, value]) =>
      value === undefined ? [] : [{ id: `${thresholds.pointId}-${severity}-${side}`, label: `${entry.severityName} ${value}`, value, severity }],
    );
  });
}

/**
 * The point's thresholds for its chart; none when the user may not read the alarm settings or the call fails (the
 * lines help, the data is what matters, and a wall must not show an error for them).
 */
export function usePointThresholds(pointId: string | null): ChartThreshold[] {
  const query = useQuery({
    queryKey: ['cockpit', 'thresholds', pointId],
    queryFn: ({ signal }) => cockpitApi.thresholds(pointId ?? '', signal),
    enabled: pointId !== null,
    retry: false,
    staleTime: 10 * 60_000,
  });
  const data = query.data;
  return useMemo(() => (data ? thresholdLines(data) : NONE), [data]);
}
