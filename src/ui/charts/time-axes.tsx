import { Axis, Grid } from '@visx/visx';
import type { ScaleLinear, ScaleTime } from 'd3';
import { memo, useMemo } from 'react';
import { IndexedTicks } from './indexed-ticks';
import { timeTickFormatter, type TimeFormats } from './time-format';
import { PlainTick } from './plain-tick';
import type { ChartTheme } from './use-chart-theme';

interface TimeAxesProps {
  x: ScaleTime<number, number>;
  left: ScaleLinear<number, number>;
  right: ScaleLinear<number, number> | null;
  width: number;
  height: number;
  leftUnit: string;
  rightUnit: string;
  formats: TimeFormats;
  theme: ChartTheme;
}

/** About one time label per 110 pixels, so dates in any of the three languages do not collide. */
const TIME_TICK_PIXELS = 110;
const PIXELS_PER_VALUE_TICK = 40;

/**
 * d3 restarts day ticks at each month (…, 29, 31, 1, 3, …), which puts two labels side by side at a month's end:
 * a tick closer than most of a step to the one before is dropped.
 */
export function spacedTicks(ticks: readonly Date[]): Date[] {
  if (ticks.length < 3) return [...ticks];
  const steps = ticks.slice(1).map((tick, index) => tick.getTime() - (ticks[index]?.getTime() ?? 0));
  const step = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? 0;
  const kept: Date[] = [];
  for (const tick of ticks) {
    const previous = kept.at(-1);
    if (!previous || tick.getTime() - previous.getTime() >= step * 0.7) kept.push(tick);
  }
  return kept;
}

/** The time axis's ticks over a plot `width` pixels wide (d3's ticks for about one per 110 px, spaced). */
export function timeTicksOf(x: ScaleTime<number, number>, width: number): Date[] {
  return spacedTicks(x.ticks(Math.max(2, Math.floor(width / TIME_TICK_PIXELS))));
}

/** Grid, time axis at the bottom, value axes left (and right) with their units above them. */
export const TimeAxes = memo(function TimeAxes({ x, left, right, width, height, leftUnit, rightUnit, formats, theme }: TimeAxesProps) {
  const valueTicks = Math.max(2, Math.floor(height / PIXELS_PER_VALUE_TICK));
  const ticks = useMemo(() => timeTicksOf(x, width), [x, width]);
  const formatTime = useMemo(() => timeTickFormatter(ticks, formats), [ticks, formats]);
  const label = { fill: theme.textSecondary, fontSize: theme.fontSize, fontFamily: theme.fontFamily };
  return (
    <g>
      <Grid.GridRows scale={left} width={width} numTicks={valueTicks} stroke={theme.grid} />
      <Axis.AxisBottom
        top={height}
        scale={x}
        tickValues={ticks}
        tickFormat={(value) => formatTime(value instanceof Date ? value : new Date(Number(value)))}
        stroke={theme.axis}
        tickStroke={theme.axis}
        tickComponent={PlainTick}
        ticksComponent={IndexedTicks}
        tickLabelProps={{ ...label, textAnchor: 'middle' }}
      />
      <Axis.AxisLeft
        scale={left}
        numTicks={valueTicks}
        stroke={theme.axis}
        tickStroke={theme.axis}
        tickComponent={PlainTick}
        ticksComponent={IndexedTicks}
        tickLabelProps={{ ...label, textAnchor: 'end' }}
      />
      <text x={-8} y={-12} textAnchor="end" fill={theme.textSecondary} fontSize={theme.fontSize} fontFamily={theme.fontFamily}>
        {leftUnit}
      </text>
      {right && (
        <>
          <Axis.AxisRight
            left={width}
            scale={right}
            numTicks={valueTicks}
            stroke={theme.axis}
            tickStroke={theme.axis}
            tickComponent={PlainTick}
            ticksComponent={IndexedTicks}
            tickLabelProps={{ ...label, textAnchor: 'start' }}
          />
          <text x={width + 8} y={-12} textAnchor="start" fill={theme.textSecondary} fontSize={theme.fontSize} fontFamily={theme.fontFamily}>
            {rightUnit}
          </text>
        </>
      )}
    </g>
  );
});
