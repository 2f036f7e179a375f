import { theme as antdTheme } from 'antd';
import { Delaunay, extent, scaleLinear, type ScaleLinear } from 'd3';
import dayjs from 'dayjs';
import { memo, useId, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/dayjs-locale';
import { BoxZoomOverlay } from './box-zoom-overlay';
import { ChartStatusLayer } from './chart-status';
import type { ChartStatusProps } from './chart-types';
import { useChartExporter } from './chart-export-context';
import { columnTitle, csvText } from './csv-export';
import { dateColourScale } from './date-colours';
import { DateScaleLegend } from './date-scale-legend';
import { valueScale } from './scales';
import { CanvasScatterPoints, SCATTER_CANVAS_THRESHOLD, SvgScatterPoints, type ScatterPoint } from './scatter-points';
import { DEFAULT_CHART_HEIGHT } from './time-series-chart';
import { isoLocal } from './time-format';
import { useChartTheme } from './use-chart-theme';
import { useBoxZoom, type XyWindow } from './use-box-zoom';
import { useDebouncedWidth } from './use-debounced-width';
import { XyAxes } from './xy-axes';

export type { ScatterPoint } from './scatter-points';

export interface ScatterAxis {
  label: string;
  unit: string;
}

export interface ScatterChartProps extends ChartStatusProps {
  points: readonly ScatterPoint[];
  x: ScatterAxis;
  y: ScatterAxis;
  height?: number;
  className?: string;
  style?: CSSProperties;
  onClick?: (point: ScatterPoint) => void;
}

const MARGIN = { top: 12, right: 16, bottom: 44, left: 78 };

const finiteExtent = (values: number[]): [number, number] | null => {
  const [low, high] = extent(values);
  return low === undefined || high === undefined ? null : [low, high];
};

const inWindow = (area: XyWindow | null) => (point: ScatterPoint) =>
  !area || (point.x >= area.x[0] && point.x <= area.x[1] && point.y >= area.y[0] && point.y <= area.y[1]);

/**
 * One quantity against another (osmotic pressure against reservoir level), each point coloured by its date, so a
 * lag or a hysteresis loop shows as the colours wind around. Drag a box or Ctrl + wheel to zoom, double-click or the
 * reset button to go back; the date colours stay those of the whole data.
 */
export const ScatterChart = memo(function ScatterChart({
  points,
  x,
  y,
  height = DEFAULT_CHART_HEIGHT,
  className,
  style,
  onClick,
  loading,
  error,
  onRetry,
}: ScatterChartProps) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const theme = useChartTheme();
  const [containerRef, width] = useDebouncedWidth<HTMLDivElement>();
  const plotRef = useRef<HTMLDivElement>(null);
  const pointerRef = useRef<HTMLDivElement>(null);
  const clipId = `scatter-clip-${useId().replace(/[^\w-]/g, '_')}`;
  const [hovered, setHovered] = useState<ScatterPoint | null>(null);
  const [zoom, setZoom] = useState<XyWindow | null>(null);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const valid = useMemo(() => points.filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y)), [points]);
  const geometry = useMemo(() => {
    const xScale: ScaleLinear<number, number> = zoom
      ? scaleLinear().domain(zoom.x).range([0, plotWidth])
      : valueScale(finiteExtent(valid.map((point) => point.x)), plotWidth).range([0, plotWidth]);
    const yScale = zoom
      ? scaleLinear().domain(zoom.y).range([plotHeight, 0])
      : valueScale(finiteExtent(valid.map((point) => point.y)), plotHeight);
    const times = finiteExtent(valid.map((point) => point.ts)) ?? [0, 1];
    const colour = dateColourScale(times[0], times[1]);
    const shown = valid.filter(inWindow(zoom));
    return { xScale, yScale, times, colour, shown };
  }, [valid, plotWidth, plotHeight, zoom]);
  // The triangulation that finds the point under the pointer, built at the first hover over a drawing rather than
  // with it: a year of pairs took 27 ms of the render that first drew the scatter, for a chart not yet pointed at.
  const finder = useRef<{ of: typeof geometry; delaunay: Delaunay<ScatterPoint> } | null>(null);
  const delaunayOf = (drawn: typeof geometry): Delaunay<ScatterPoint> => {
    if (finder.current?.of !== drawn) {
      const delaunay = Delaunay.from(
        drawn.shown,
        (point) => drawn.xScale(point.x),
        (point) => drawn.yScale(point.y),
      );
      finder.current = { of: drawn, delaunay };
    }
    return finder.current.delaunay;
  };
  const { shown } = geometry;
  const boxZoom = useBoxZoom({
    x: geometry.xScale,
    y: geometry.yScale,
    width: plotWidth,
    height: plotHeight,
    target: pointerRef,
    onZoom: setZoom,
  });
  const empty = valid.length === 0;
  const xTitle = columnTitle(x.label, x.unit);
  const yTitle = columnTitle(y.label, y.unit);

  useChartExporter({
    csv: () =>
      empty ? null : csvText([[t('charts.scatter.time'), xTitle, yTitle], ...shown.map((point) => [isoLocal(point.ts), point.x, point.y])]),
    element: () => plotRef.current,
    legend: () => [],
  });

  const nearest = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = delaunayOf(geometry).find(event.clientX - box.left, event.clientY - box.top);
    return shown[index] ?? null;
  };

  return (
    <div ref={containerRef} className={className} style={{ width: '100%', ...style }}>
      {!empty && <DateScaleLegend firstTs={geometry.times[0]} lastTs={geometry.times[1]} />}
      <div ref={plotRef} style={{ position: 'relative', width: '100%', height }}>
        {!empty && !error && (
          <>
            <svg data-chart-layer="plot" width={width} height={height} style={{ position: 'absolute', inset: 0, display: 'block' }}>
              <defs>
                <clipPath id={clipId}>
                  <rect width={plotWidth} height={plotHeight} />
                </clipPath>
              </defs>
              <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
                <XyAxes
                  x={geometry.xScale}
                  y={geometry.yScale}
                  width={plotWidth}
                  height={plotHeight}
                  xTitle={xTitle}
                  yTitle={yTitle}
                  theme={theme}
                />
                {shown.length <= SCATTER_CANVAS_THRESHOLD && (
                  <g clipPath={`url(#${clipId})`}>
                    <SvgScatterPoints points={shown} x={geometry.xScale} y={geometry.yScale} colour={geometry.colour} />
                  </g>
                )}
              </g>
            </svg>
            {shown.length > SCATTER_CANVAS_THRESHOLD && (
              <CanvasScatterPoints
                points={shown}
                x={geometry.xScale}
                y={geometry.yScale}
                colour={geometry.colour}
                width={plotWidth}
                height={plotHeight}
                left={MARGIN.left}
                top={MARGIN.top}
              />
            )}
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
              onPointerMove={(event) => {
                boxZoom.handlers.onPointerMove(event);
                setHovered(boxZoom.box ? null : nearest(event));
              }}
              onPointerLeave={() => setHovered(null)}
              onClick={(event) => {
                if (boxZoom.consumeDrag()) return;
                const point = nearest(event);
                if (point) onClick?.(point);
              }}
            >
              <BoxZoomOverlay box={boxZoom.box} zoomed={zoom !== null} onReset={() => setZoom(null)} />
              {hovered && (
                <>
                  <svg width={plotWidth} height={plotHeight} style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
                    <circle
                      cx={geometry.xScale(hovered.x)}
                      cy={geometry.yScale(hovered.y)}
                      r={5}
                      fill="none"
                      stroke={token.colorText}
                      strokeWidth={1.5}
                    />
                  </svg>
                  <div
                    role="status"
                    style={{
                      position: 'absolute',
                      top: 8,
                      right: 8,
                      padding: '6px 8px',
                      borderRadius: token.borderRadius,
                      background: token.colorBgElevated,
                      boxShadow: token.boxShadowSecondary,
                      color: token.colorText,
                      fontSize: token.fontSizeSM,
                      pointerEvents: 'none',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <div style={{ color: token.colorTextSecondary }}>{dayjs(hovered.ts).format(t('charts.time.readout'))}</div>
                    <div>
                      {xTitle}: <strong>{hovered.x}</strong>
                    </div>
                    <div>
                      {yTitle}: <strong>{hovered.y}</strong>
                    </div>
                  </div>
                </>
              )}
            </div>
          </>
        )}
        <ChartStatusLayer loading={loading} error={error} onRetry={onRetry} empty={empty} />
      </div>
    </div>
  );
});
