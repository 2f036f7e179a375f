import { extent, scaleLinear } from 'd3';
import { useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxZoomOverlay } from './box-zoom-overlay';
import { ChartLegend } from './chart-legend';
import { ChartStatusLayer } from './chart-status';
import type { ChartStatusProps } from './chart-types';
import { useChartExporter } from './chart-export-context';
import { profileCsv, type ProfileLine } from './profile-csv';
import { valueScale } from './scales';
import { DEFAULT_CHART_HEIGHT } from './time-series-chart';
import { seriesColour, useChartTheme } from './use-chart-theme';
import { useBoxZoom, type XyWindow } from './use-box-zoom';
import { useDebouncedWidth } from './use-debounced-width';
import { XyAxes } from './xy-axes';

export type { ProfileLine } from './profile-csv';

export interface ProfileChartProps extends ChartStatusProps {
  /** Dated profiles, overlaid. */
  profiles: readonly ProfileLine[];
  /** The allowed displacement at each depth, drawn dashed. */
  threshold?: ProfileLine;
  height?: number;
  className?: string;
  style?: CSSProperties;
}

const MARGIN = { top: 52, right: 24, bottom: 12, left: 78 };

const pathOf = (line: ProfileLine, x: (value: number) => number, y: (value: number) => number) =>
  line.depths
    .map((depth, index) => [x(line.values[index] ?? NaN), y(depth)] as const)
    .filter(([px, py]) => Number.isFinite(px) && Number.isFinite(py))
    .map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`)
    .join('');

/**
 * An inclinometer profile: cumulative displacement (mm) across, depth (m) downwards from 0 at the top, several
 * dates overlaid with a legend that toggles them, and an optional dashed threshold profile. Drag a box or Ctrl + wheel
 * to zoom (a stretch of the borehole), double-click or the reset button to go back.
 */
export function ProfileChart({
  profiles,
  threshold,
  height = DEFAULT_CHART_HEIGHT,
  className,
  style,
  loading,
  error,
  onRetry,
}: ProfileChartProps) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const [containerRef, width] = useDebouncedWidth<HTMLDivElement>();
  const plotRef = useRef<HTMLDivElement>(null);
  const pointerRef = useRef<HTMLDivElement>(null);
  const clipId = `profile-clip-${useId().replace(/[^\w-]/g, '_')}`;
  const [zoom, setZoom] = useState<XyWindow | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const coloured = useMemo(
    () => profiles.map((line, index) => ({ line, colour: seriesColour(theme.palette, index, line.color) })),
    [profiles, theme.palette],
  );
  const visible = coloured.filter(({ line }) => !hidden.has(line.id));
  const drawnLines = [...visible.map(({ line }) => line), ...(threshold ? [threshold] : [])];
  const values = drawnLines.flatMap((line) => line.values).filter(Number.isFinite);
  const depths = drawnLines.flatMap((line) => line.depths).filter(Number.isFinite);
  const [low, high] = extent([0, ...values]) as [number, number];
  const x = zoom ? scaleLinear().domain(zoom.x).range([0, plotWidth]) : valueScale([low, high], plotWidth).range([0, plotWidth]);
  // Depth grows downwards: 0 (the borehole's top) at the top of the plot.
  const y = zoom
    ? scaleLinear().domain(zoom.y).range([0, plotHeight])
    : scaleLinear()
        .domain([0, Math.max(1, ...depths)])
        .range([0, plotHeight])
        .nice();
  const boxZoom = useBoxZoom({ x, y, width: plotWidth, height: plotHeight, target: pointerRef, onZoom: setZoom });
  const empty = values.length === 0;
  const depthTitle = t('charts.profile.depth');
  const thresholdColour = theme.textSecondary;

  useChartExporter({
    csv: () => (empty ? null : profileCsv([...visible.map(({ line }) => line), ...(threshold ? [threshold] : [])], depthTitle, 'mm')),
    element: () => plotRef.current,
    legend: () => [
      ...visible.map(({ line, colour }) => ({ label: line.label, colour })),
      ...(threshold ? [{ label: threshold.label, colour: thresholdColour }] : []),
    ],
  });

  const toggle = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div ref={containerRef} className={className} style={{ width: '100%', ...style }}>
      {profiles.length > 0 && (
        <ChartLegend
          items={[...coloured.map(({ line, colour }) => ({ id: line.id, label: line.label, unit: '', colour, kind: 'line' as const }))]}
          hidden={hidden}
          onToggle={toggle}
        />
      )}
      <div ref={plotRef} style={{ position: 'relative', width: '100%', height }}>
        {!empty && !error && (
          <svg data-chart-layer="plot" width={width} height={height} style={{ position: 'absolute', inset: 0, display: 'block' }}>
            <defs>
              <clipPath id={clipId}>
                <rect width={plotWidth} height={plotHeight} />
              </clipPath>
            </defs>
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <XyAxes
                x={x}
                y={y}
                width={plotWidth}
                height={plotHeight}
                xTitle={t('charts.profile.displacement')}
                yTitle={depthTitle}
                theme={theme}
                xAt="top"
              />
              <g clipPath={`url(#${clipId})`}>
                <line x1={x(0)} x2={x(0)} y1={0} y2={plotHeight} stroke={theme.axis} />
                {threshold && (
                  <path
                    data-series-id={threshold.id}
                    d={pathOf(threshold, x, y)}
                    fill="none"
                    stroke={thresholdColour}
                    strokeWidth={1.5}
                    strokeDasharray="6 4"
                  />
                )}
                {visible.map(({ line, colour }) => (
                  <g key={line.id} data-series-id={line.id}>
                    <path d={pathOf(line, x, y)} fill="none" stroke={colour} strokeWidth={1.5} />
                    {line.depths.map((depth, index) => (
                      <circle key={depth} cx={x(line.values[index] ?? NaN)} cy={y(depth)} r={2.5} fill={colour} />
                    ))}
                  </g>
                ))}
              </g>
            </g>
          </svg>
        )}
        {!empty && !error && (
          <div
            ref={pointerRef}
            data-testid="chart-plot"
            role="group"
            aria-label={t('charts.plot.label-box-zoom')}
            {...boxZoom.handlers}
            style={{
              position: 'absolute',
              left: MARGIN.left,
              top: MARGIN.top,
              width: plotWidth,
              height: plotHeight,
              cursor: 'crosshair',
              touchAction: 'none',
              userSelect: 'none',
            }}
          >
            <BoxZoomOverlay box={boxZoom.box} zoomed={zoom !== null} onReset={() => setZoom(null)} />
          </div>
        )}
        <ChartStatusLayer loading={loading} error={error} onRetry={onRetry} empty={empty} />
      </div>
      {threshold && !empty && (
        <div style={{ fontSize: theme.fontSize, color: theme.textSecondary }}>
          <svg width={24} height={8} aria-hidden>
            <line x1={0} x2={24} y1={4} y2={4} stroke={thresholdColour} strokeWidth={1.5} strokeDasharray="6 4" />
          </svg>{' '}
          {threshold.label || t('charts.profile.threshold')}
        </div>
      )}
    </div>
  );
}
