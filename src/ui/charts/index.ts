// The chart engine's public face (issue 10 item 8: one shared part for monitoring, cockpit and weather). The one
// index file in src/ui on purpose: pages, the cockpit and the weather panel import charts from one agreed place.
export { CategoryBarChart, type CategoryBarChartProps, type CategorySeries } from './category-bar-chart';
export { ChartFrame, type ChartFrameProps } from './chart-frame';
export { ChartToolbar, type ChartToolbarProps } from './chart-toolbar';
export type {
  ChartClickEvent,
  ChartSeries,
  ChartSeriesValue,
  ChartSeverity,
  ChartStatusProps,
  ChartThreshold,
  ChartView,
} from './chart-types';
export { ProfileChart, type ProfileChartProps, type ProfileLine } from './profile-chart';
export { presetView, RANGE_PRESETS, type RangePreset } from './range-presets';
export { ScatterChart, type ScatterAxis, type ScatterChartProps, type ScatterPoint } from './scatter-chart';
export { DEFAULT_CHART_HEIGHT, TimeSeriesChart, type TimeSeriesChartProps } from './time-series-chart';
