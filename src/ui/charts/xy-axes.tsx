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

/** Grid and two value axes with their titles (label and unit), for charts whose x axis is not time. */
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
        label={xTitle}
        labelOffset={xAt === 'top' ? 18 : 6}
        labelProps={{ ...title, textAnchor: 'middle' }}
      />
      <Axis.AxisLeft
        scale={y}
        numTicks={yTicks}
        stroke={theme.axis}
        tickStroke={theme.axis}
        tickComponent={PlainTick}
        tickLabelProps={{ ...label, textAnchor: 'end' }}
        label={yTitle}
        labelOffset={42}
        labelProps={{ ...title, textAnchor: 'middle' }}
      />
    </g>
  );
}
