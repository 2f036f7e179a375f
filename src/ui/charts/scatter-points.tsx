import type { ScaleLinear, ScaleSequential } from 'd3';
import { memo, useEffect, useRef } from 'react';
import { drawScatterDots, SCATTER_DOT_RADIUS } from './scatter-canvas-draw';

export interface ScatterPoint {
  /** When the pair was observed (colours the point). */
  ts: number;
  x: number;
  y: number;
}

/**
 * More points than this go to a canvas. As SVG, the 2,000 pairs of a year's pressure scatter cost its first draw a
 * task of about 120 ms (creating the circles, their attributes and colours, and the garbage after: opening the seepage
 * page, bench/monitoring-zoom.ts); hovering thousands of circles was sluggish too.
 */
export const SCATTER_CANVAS_THRESHOLD = 500;

interface ScatterPointsProps {
  points: readonly ScatterPoint[];
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  colour: ScaleSequential<string>;
}

export const SvgScatterPoints = memo(function SvgScatterPoints({ points, x, y, colour }: ScatterPointsProps) {
  return (
    <g fillOpacity={0.85}>
      {points.map((point, index) => (
        <circle key={index} cx={x(point.x)} cy={y(point.y)} r={SCATTER_DOT_RADIUS} fill={colour(point.ts)} />
      ))}
    </g>
  );
});

interface CanvasScatterProps extends ScatterPointsProps {
  width: number;
  height: number;
  left: number;
  top: number;
}

export function CanvasScatterPoints({ points, x, y, colour, width, height, left, top }: CanvasScatterProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    context.globalAlpha = 0.85;
    drawScatterDots(context, points, x, y, colour);
  }, [points, x, y, colour, width, height, ratio]);
  return (
    <canvas
      ref={ref}
      data-chart-layer="points"
      width={Math.round(width * ratio)}
      height={Math.round(height * ratio)}
      style={{ position: 'absolute', left, top, width, height, pointerEvents: 'none' }}
    />
  );
}
