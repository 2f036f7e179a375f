import { Axis, Grid } from '@visx/visx';
import { scaleBand, scaleLinear } from 'd3';
import { memo, useMemo } from 'react';
import { PlainTick } from './plain-tick';
import { DEFAULT_CHART_HEIGHT } from './time-series-chart';
import { FALLBACK_WIDTH, useDebouncedWidth } from './use-debounced-width';
import { seriesColour, useChartTheme } from './use-chart-theme';

/** One stack of a category bar chart: a label and a value per category, in the categories' order. */
export interface CategorySeries {
  id: string;
  label: string;
  values: readonly number[];
  colour?: string;
}

export interface CategoryBarChartProps {
  /** The x axis' labels, in order (kinds, statuses, months). */
  categories: readonly string[];
  /** One series draws plain bars; several are stacked, with a legend. */
  series: readonly CategorySeries[];
  /** Accessible name of the chart (the figures are also in its title elements). */
  label: string;
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 32, left: 44 };

/**
 * Counts per category as bars (stacked when several series), on the theme's colours. For counts that are not a time
 * series (work orders by kind, status or month): the time charts' axes do not fit categories.
 */
export const CategoryBarChart = memo(function CategoryBarChart({
  categories,
  series,
  label,
  height = DEFAULT_CHART_HEIGHT,
}: CategoryBarChartProps) {
  const theme = useChartTheme();
  const [ref, measured] = useDebouncedWidth<HTMLDivElement>();
  const width = measured || FALLBACK_WIDTH;
  const legendHeight = series.length > 1 ? 24 : 0;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom - legendHeight);
  const totals = useMemo(
    () => categories.map((_category, index) => series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0)),
    [categories, series],
  );
  const x = scaleBand<string>().domain(categories).range([0, plotWidth]).padding(0.3);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...totals)])
    .nice()
    .range([plotHeight, 0]);
  const label10 = { fill: theme.textSecondary, fontSize: theme.fontSize, fontFamily: theme.fontFamily };
  const yTicks = Math.min(Math.max(2, Math.floor(plotHeight / 40)), Math.max(1, y.domain()[1] ?? 1));

  return (
    <div ref={ref} style={{ width: '100%' }}>
      {series.length > 1 ? (
        <div
          style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', height: legendHeight, fontSize: theme.fontSize, color: theme.text }}
        >
          {series.map((one, index) => (
            <span key={one.id} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span style={{ width: 10, height: 10, borderRadius: 2, background: seriesColour(theme.palette, index, one.colour) }} />
              {one.label}
            </span>
          ))}
        </div>
      ) : null}
      <svg width={width} height={height - legendHeight} role="img" aria-label={label}>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <Grid.GridRows scale={y} width={plotWidth} numTicks={yTicks} stroke={theme.grid} />
          {categories.map((category, index) => {
            let base = 0;
            const left = x(category) ?? 0;
            return (
              <g key={category}>
                {series.map((one, seriesIndex) => {
                  const value = one.values[index] ?? 0;
                  if (value <= 0) return null;
                  const top = y(base + value);
                  const bottom = y(base);
                  base += value;
                  return (
                    <rect
                      key={one.id}
                      x={left}
                      y={top}
                      width={x.bandwidth()}
                      height={Math.max(0, bottom - top)}
                      fill={seriesColour(theme.palette, seriesIndex, one.colour)}
                    >
                      <title>{`${category} · ${one.label}: ${value}`}</title>
                    </rect>
                  );
                })}
                {totals[index] ? (
                  <text x={left + x.bandwidth() / 2} y={y(totals[index] ?? 0) - 4} textAnchor="middle" {...label10} fill={theme.text}>
                    {totals[index]}
                  </text>
                ) : null}
              </g>
            );
          })}
          <Axis.AxisBottom
            top={plotHeight}
            scale={x}
            stroke={theme.axis}
            tickStroke={theme.axis}
            tickComponent={PlainTick}
            tickLabelProps={{ ...label10, textAnchor: 'middle' }}
          />
          <Axis.AxisLeft
            scale={y}
            numTicks={yTicks}
            tickFormat={(value) => String(value)}
            stroke={theme.axis}
            tickStroke={theme.axis}
            tickComponent={PlainTick}
            tickLabelProps={{ ...label10, textAnchor: 'end' }}
          />
        </g>
      </svg>
    </div>
  );
});
