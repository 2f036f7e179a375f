import type { ScaleTime } from 'd3';
import { memo, useEffect, useRef } from 'react';
import { runsToPath, strokeRuns } from './m4-path';
import type { DrawnSeries } from './plot-geometry';

const LINE_WIDTH = 1.25;

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

/** Bars (rainfall) from zero to each bucket's highest reading, one per bucket, a pixel apart when there is room. */
export const SvgBars = memo(function SvgBars({ drawn, x }: BarsProps) {
  return (
    <g>
      {drawn
        .filter(({ series }) => series.kind === 'bars')
        .map(({ series, colour, scale }) => {
          const { data } = series;
          const zero = scale(Math.max(0, scale.domain()[0] ?? 0));
          const bars = [];
          for (let i = 0; i < data.count; i += 1) {
            const value = data.max[i] ?? NaN;
            const start = data.bucketStart[i] ?? NaN;
            if (Number.isNaN(value) || value === 0) continue;
            const left = x(start);
            const full = x(start + data.bucketMs) - left;
            const y = scale(value);
            bars.push(
              <rect
                key={i}
                x={left}
                width={Math.max(1, full > 3 ? full - 1 : full)}
                y={Math.min(y, zero)}
                height={Math.max(1, Math.abs(zero - y))}
              />,
            );
          }
          return (
            <g key={series.id} data-series-id={series.id} fill={colour} fillOpacity={0.75}>
              {bars}
            </g>
          );
        })}
    </g>
  );
});

interface CanvasLinesProps {
  drawn: readonly DrawnSeries[];
  width: number;
  height: number;
  left: number;
  top: number;
}

/** Lines on a canvas, for series with many thousands of drawn points; sharp on high-density screens. */
export function CanvasLines({ drawn, width, height, left, top }: CanvasLinesProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    context.lineWidth = LINE_WIDTH;
    // Bevel joins: round ones cost a software rasteriser dearly on thousands of segments and look the same at 1 px.
    context.lineJoin = 'bevel';
    context.lineCap = 'butt';
    for (const { series, colour, runs } of drawn) {
      if (series.kind !== 'line') continue;
      context.strokeStyle = colour;
      strokeRuns(context, runs);
    }
  }, [drawn, width, height, ratio]);
  return (
    <canvas
      ref={ref}
      data-chart-layer="lines"
      width={Math.round(width * ratio)}
      height={Math.round(height * ratio)}
      style={{ position: 'absolute', left, top, width, height, pointerEvents: 'none' }}
    />
  );
}
