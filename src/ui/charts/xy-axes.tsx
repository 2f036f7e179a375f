import { Axis, Grid } from '@visx/visx';
import type { ScaleLinear } from 'd3';
import { PlainTick } from './plain-tick';
import type { ChartTheme } from './use-chart-theme';

interface XyAxesProps {
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  width: number;
  height: number;
  xTitle: string;
  yTitle: string;
  theme: ChartTheme;
  /** Where the x axis is drawn: at the bottom (scatter) or at the top (a profile, whose depth grows downwards). */
  xAt?: 'top' | 'bottom';
}

/** visx's tick length, which its axis titles sit beyond. */
const TICK_LENGTH = 8;

/**
 * Grid and two value axes with their titles (label and unit), for charts whose x axis is not time. The titles are plain
 * SVG text where visx would put its own: visx's text measures each word through a hidden element to wrap it, which
 * forced a layout of the whole page in the render that first drew a scatter (36 ms of a 170 ms task, opening the
 * seepage page); a title never wraps.
 */
export function XyAxes({ x, y, width, height, xTitle, yTitle, theme, xAt = 'bottom' }: XyAxesProps) {
  const label = { fill: theme.textSecondary, fontSize: theme.fontSize, fontFamily: theme.fontFamily };
  const title = { ...label, fill: theme.text };
  const xTicks = Math.max(2, Math.floor(width / 80));
  const yTicks = Math.max(2, Math.floor(height / 40));
  const XAxis = xAt === 'top' ? Axis.AxisTop : Axis.AxisBottom;
  return (
    <g>
      <Grid.GridRows scale={y} width={width} numTicks={yTicks} stroke={theme.grid} />
      <Grid.GridColumns scale={x} height={height} numTicks={xTicks} stroke={theme.grid} />
      <XAxis
        top={xAt === 'top' ? 0 : height}
        scale={x}
        numTicks={xTicks}
        stroke={theme.axis}
        tickStroke={theme.axis}
        tickComponent={PlainTick}
        tickLabelProps={{ ...label, textAnchor: 'middle' }}
      />
      <text
        className="sluice-axis-title"
        x={width / 2}
        y={xAt === 'top' ? -(TICK_LENGTH + 18 + theme.fontSize) : height + TICK_LENGTH + 6 + Math.max(10, theme.fontSize) + theme.fontSize}
        textAnchor="middle"
        {...title}
      >
        {xTitle}
      </text>
      <Axis.AxisLeft
        scale={y}
        numTicks={yTicks}
        stroke={theme.axis}
        tickStroke={theme.axis}
        tickComponent={PlainTick}
        tickLabelProps={{ ...label, textAnchor: 'end' }}
      />
      <text className="sluice-axis-title" x={-height / 2} y={-(TICK_LENGTH + 42)} transform="rotate(-90)" textAnchor="middle" {...title}>
        {yTitle}
      </text>
    </g>
  );
}
