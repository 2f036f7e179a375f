import type { ScaleLinear } from 'd3';
import { memo } from 'react';
import type { ChartThreshold } from './chart-types';
import { severityColor } from './severity-colors';
import { LABEL_EDGE_GAP, placeLineLabels } from './threshold-labels';

interface ThresholdLayerProps {
  thresholds: readonly ChartThreshold[];
  left: ScaleLinear<number, number>;
  right: ScaleLinear<number, number> | null;
  width: number;
  height: number;
  dark: boolean;
  fontFamily: string;
  fontSize: number;
  /** The plot's background: a halo around each label keeps it readable over the lines. */
  background: string;
  /** The lines and bands (under the series), or their labels (over the series, canvas included). */
  part: 'marks' | 'labels';
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Alarm thresholds: a dashed line at a limit, or a tinted band between a low and a high limit (an open side reaches
 * the plot's edge), in the level's colour. Lines are labelled inside the plot, right-aligned a little short of the
 * right axis and stacked when close (`placeLineLabels`); bands at the left, so the two never collide. Labels carry a
 * halo of the background colour. Limits outside the axis are not drawn.
 */
export const ThresholdLayer = memo(function ThresholdLayer({
  thresholds,
  left,
  right,
  width,
  height,
  dark,
  fontFamily,
  fontSize,
  background,
  part,
}: ThresholdLayerProps) {
  const scaleOf = (threshold: ChartThreshold) => (threshold.axis === 'right' && right ? right : left);
  const lines = thresholds
    .filter((threshold) => threshold.value !== undefined)
    .map((threshold) => ({ id: threshold.id, y: scaleOf(threshold)(threshold.value as number) }))
    .filter(({ y }) => y >= 0 && y <= height);
  const baselines = new Map(placeLineLabels(lines, fontSize, height).map((label) => [label.id, label.baseline]));
  const halo = { stroke: background, strokeWidth: 3, strokeLinejoin: 'round' as const, paintOrder: 'stroke' as const };
  return (
    <g>
      {thresholds.map((threshold) => {
        const scale = scaleOf(threshold);
        const colour = threshold.color ?? severityColor(threshold.severity, dark);
        if (threshold.value !== undefined) {
          const y = scale(threshold.value);
          if (y < 0 || y > height) return null;
          if (part === 'marks') {
            return (
              <g key={threshold.id} data-threshold-id={threshold.id}>
                <line x1={0} x2={width} y1={y} y2={y} stroke={colour} strokeWidth={1.5} strokeDasharray="6 4" />
              </g>
            );
          }
          return (
            <g key={threshold.id} data-threshold-label={threshold.id}>
              <text
                x={width - LABEL_EDGE_GAP}
                y={baselines.get(threshold.id) ?? y - 4}
                textAnchor="end"
                fill={colour}
                fontSize={fontSize}
                fontFamily={fontFamily}
                {...halo}
              >
                {threshold.label}
              </text>
            </g>
          );
        }
        if (threshold.low === undefined && threshold.high === undefined) return null;
        const top = clamp(threshold.high === undefined ? 0 : scale(threshold.high), 0, height);
        const bottom = clamp(threshold.low === undefined ? height : scale(threshold.low), 0, height);
        if (bottom - top <= 0) return null;
        if (part === 'marks') {
          return (
            <g key={threshold.id} data-threshold-id={threshold.id}>
              <rect x={0} width={width} y={top} height={bottom - top} fill={colour} fillOpacity={0.12} />
            </g>
          );
        }
        return (
          <g key={threshold.id} data-threshold-label={threshold.id}>
            <text x={4} y={top + fontSize + 2} textAnchor="start" fill={colour} fontSize={fontSize} fontFamily={fontFamily} {...halo}>
              {threshold.label}
            </text>
          </g>
        );
      })}
    </g>
  );
});
