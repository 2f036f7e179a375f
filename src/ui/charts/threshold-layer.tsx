import type { ScaleLinear } from 'd3';
import { memo } from 'react';
import type { ChartThreshold } from './chart-types';
import { severityColor } from './severity-colors';

interface ThresholdLayerProps {
  thresholds: readonly ChartThreshold[];
  left: ScaleLinear<number, number>;
  right: ScaleLinear<number, number> | null;
  width: number;
  height: number;
  dark: boolean;
  fontFamily: string;
  fontSize: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Alarm thresholds: a dashed line at a limit, or a tinted band between a low and a high limit (an open side reaches
 * the plot's edge), in the level's colour. Lines are labelled at the right end and bands at the left, so the two never
 * collide. Limits outside the axis are not drawn.
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
}: ThresholdLayerProps) {
  return (
    <g>
      {thresholds.map((threshold) => {
        const scale = threshold.axis === 'right' && right ? right : left;
        const colour = threshold.color ?? severityColor(threshold.severity, dark);
        if (threshold.value !== undefined) {
          const y = scale(threshold.value);
          if (y < 0 || y > height) return null;
          return (
            <g key={threshold.id} data-threshold-id={threshold.id}>
              <line x1={0} x2={width} y1={y} y2={y} stroke={colour} strokeWidth={1.5} strokeDasharray="6 4" />
              <text x={width - 4} y={y - 4} textAnchor="end" fill={colour} fontSize={fontSize} fontFamily={fontFamily}>
                {threshold.label}
              </text>
            </g>
          );
        }
        if (threshold.low === undefined && threshold.high === undefined) return null;
        const top = clamp(threshold.high === undefined ? 0 : scale(threshold.high), 0, height);
        const bottom = clamp(threshold.low === undefined ? height : scale(threshold.low), 0, height);
        if (bottom - top <= 0) return null;
        return (
          <g key={threshold.id} data-threshold-id={threshold.id}>
            <rect x={0} width={width} y={top} height={bottom - top} fill={colour} fillOpacity={0.12} />
            <text x={4} y={top + fontSize + 2} textAnchor="start" fill={colour} fontSize={fontSize} fontFamily={fontFamily}>
              {threshold.label}
            </text>
          </g>
        );
      })}
    </g>
  );
});
