import type { AggregatedSeries } from '../../../workers/series-types';

/** A time window in epoch milliseconds. */
export interface ChartView {
  from: number;
  to: number;
}

/** One aggregated series on a time chart: a line (through every bucket's extremes) or bars (rainfall). */
export interface ChartSeries {
  id: string;
  label: string;
  unit: string;
  axis: 'left' | 'right';
  kind: 'line' | 'bars';
  /** Any CSS colour; the theme's chart palette when absent. */
  color?: string;
  data: AggregatedSeries;
}

/** Alarm severity, 4 most serious (server/docs/alarms.md). */
export type ChartSeverity = 1 | 2 | 3 | 4;

/** A threshold drawn as a line at `value`, or as a band from `low` to `high` (one side may be open). */
export interface ChartThreshold {
  id: string;
  label: string;
  value?: number;
  low?: number;
  high?: number;
  severity: ChartSeverity;
  /** The axis whose scale places it; the left one when absent. */
  axis?: 'left' | 'right';
  /** The project's own colour for the level; the severity colour when absent. */
  color?: string;
}

/** A series' value at the clicked or hovered time. */
export interface ChartSeriesValue {
  seriesId: string;
  label: string;
  unit: string;
  /** The bucket's last reading; null where the bucket is empty. */
  value: number | null;
  /** When that reading was taken; null where the bucket is empty. */
  ts: number | null;
}

/** What a click on the plot reports. */
export interface ChartClickEvent {
  time: number;
  values: ChartSeriesValue[];
}

/** Loading, failure and retry shown in place of the plot. */
export interface ChartStatusProps {
  loading?: boolean;
  /** A message for a person; shown with a Retry button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
}
