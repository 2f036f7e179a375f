import type { ScaleTime } from 'd3';
import { memo, useLayoutEffect, useRef, type ReactElement } from 'react';
import { runsToPath, strokeRuns } from './m4-path';
import type { DrawnSeries } from './plot-geometry';

const LINE_WIDTH = 1.25;
/** A dense line on the canvas (see CanvasSeries). */
const HAIRLINE_WIDTH = 1;
const BAR_OPACITY = 0.75;

/** Lines as SVG paths, for ordinary point counts. */
export const SvgLines = memo(function SvgLines({ drawn }: { drawn: readonly DrawnSeries[] }) {
  return (
    <g>
      {drawn
        .filter(({ series }) => series.kind === 'line')
        .map(({ series, colour, runs }) => (
          <path
            key={series.id}
            data-series-id={series.id}
            d={runsToPath(runs)}
            fill="none"
            stroke={colour}
            strokeWidth={LINE_WIDTH}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
    </g>
  );
});

interface BarsProps {
  drawn: readonly DrawnSeries[];
  x: ScaleTime<number, number>;
}

/** One bar per bucket with a reading: from zero to the bucket's highest reading, a pixel apart when there is room. */
function forEachBar(
  { series, scale }: DrawnSeries,
  x: ScaleTime<number, number>,
  draw: (index: number, left: number, width: number, top: number, height: number) => void,
): void {
  const { data } = series;
  const zero = scale(Math.max(0, scale.domain()[0] ?? 0));
  for (let i = 0; i < data.count; i += 1) {
    const value = data.max[i] ?? NaN;
    const start = data.bucketStart[i] ?? NaN;
    if (Number.isNaN(value) || value === 0) continue;
    const left = x(start);
    const full = x(start + data.bucketMs) - left;
    const y = scale(value);
    draw(i, left, Math.max(1, full > 3 ? full - 1 : full), Math.min(y, zero), Math.max(1, Math.abs(zero - y)));
  }
}

/** Bars (rainfall) as SVG rectangles, for a few hundred bars at most. */
export const SvgBars = memo(function SvgBars({ drawn, x }: BarsProps) {
  return (
    <g>
      {drawn
        .filter(({ series }) => series.kind === 'bars')
        .map((item) => {
          const bars: ReactElement[] = [];
          forEachBar(item, x, (i, left, width, top, height) => bars.push(<rect key={i} x={left} width={width} y={top} height={height} />));
          return (
            <g key={item.series.id} data-series-id={item.series.id} fill={item.colour} fillOpacity={BAR_OPACITY}>
              {bars}
            </g>
          );
        })}
    </g>
  );
});

interface CanvasSeriesProps {
  drawn: readonly DrawnSeries[];
  x: ScaleTime<number, number>;
  /** Draw the lines here (else they are SVG paths). */
  lines: boolean;
  /** Draw the bars here (else they are SVG rectangles). */
  bars: boolean;
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * Lines and bars on a canvas, for series with many thousands of drawn points or bars: drawn imperatively in a
 * layout effect, so React reconciles one element whatever the count. Sharp on high-density screens.
 */
export const CanvasSeries = memo(function CanvasSeries({ drawn, x, lines, bars, width, height, left, top }: CanvasSeriesProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  // Drawn in the commit, so the frame that shows new axes shows their lines too (a passive effect may run after that
  // frame was painted, showing a zoom's axes over the previous lines for a frame).
  useLayoutEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    if (bars) {
      context.globalAlpha = BAR_OPACITY;
      for (const item of drawn) {
        if (item.series.kind !== 'bars') continue;
        context.fillStyle = item.colour;
        forEachBar(item, x, (_i, barLeft, barWidth, barTop, barHeight) => context.fillRect(barLeft, barTop, barWidth, barHeight));
      }
      context.globalAlpha = 1;
    }
    if (!lines) return;
    // One pixel: on a standard screen Skia strokes it as a hairline, 8-10x faster in software than 1.25 px (headless
    // chromium, 4 x 5,200 points: 16-27 ms against 166-212 ms), which was most of a zoom's paint. Bevel joins: round
    // ones cost a software rasteriser dearly on thousands of segments and look the same at this width.
    context.lineWidth = HAIRLINE_WIDTH;
    context.lineJoin = 'bevel';
    context.lineCap = 'butt';
    for (const { series, colour, runs } of drawn) {
      if (series.kind !== 'line') continue;
      context.strokeStyle = colour;
      strokeRuns(context, runs);
    }
  }, [drawn, x, lines, bars, width, height, ratio]);
  return (
    <canvas
      ref={ref}
      data-chart-layer="lines"
      width={Math.round(width * ratio)}
      height={Math.round(height * ratio)}
      style={{ position: 'absolute', left, top, width, height, pointerEvents: 'none' }}
    />
  );
});
