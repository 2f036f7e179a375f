import { line } from 'd3';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeatherHour } from '../../../server/src/wire/weather';
import '../../lib/dayjs-locale';
import { ChartStatusLayer } from './chart-status';
import { RIGHT_AXIS_MARGIN, TIME_CHART_MARGIN, timeScale, valueScale } from './scales';
import { TimeAxes } from './time-axes';
import type { TimeFormats } from './time-format';
import { useChartTheme } from './use-chart-theme';
import { useDebouncedWidth } from './use-debounced-width';
import {
  chartHours,
  HOUR_MS,
  hourSpan,
  precipitationBars,
  precipitationExtent,
  skyIconStep,
  temperatureExtent,
  temperaturePoints,
} from './weather-chart-data';
import { SkyGlyph, skyLabel } from './weather-chart-sky';

export interface WeatherChartProps {
  /** The hourly forecast (the weather call's hourlyVoList); the first 24 hours are drawn. */
  hours: readonly WeatherHour[];
  /** Height of the plot with its axes and the row of sky icons, in pixels. */
  height?: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

const ICON_SIZE = 16;
const TEMPERATURE_LINE = line<{ x: number; y: number }>(
  (point) => point.x,
  (point) => point.y,
);
/** Room above the plot for the sky icons, under the axis units. */
const MARGIN = { ...TIME_CHART_MARGIN, top: TIME_CHART_MARGIN.top + ICON_SIZE + 4, right: RIGHT_AXIS_MARGIN };

/**
 * Spec section 9's weather chart: 24 hourly slots with precipitation bars in mm (right axis), the temperature line in
 * degrees C (left axis) and each hour's sky icon above, on the engine's time and value axes. Hovering an hour names
 * its sky, temperature and precipitation.
 */
export function WeatherChart({ hours, height = 240, loading, error, onRetry }: WeatherChartProps) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const [containerRef, width] = useDebouncedWidth<HTMLDivElement>();
  const drawn = useMemo(() => chartHours(hours), [hours]);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const formats = useMemo<TimeFormats>(
    () => ({ hour: t('charts.time.hour'), day: t('charts.time.day'), month: t('charts.time.month'), year: t('charts.time.year') }),
    [t],
  );
  const geometry = useMemo(() => {
    const span = hourSpan(drawn);
    if (!span) return null;
    const x = timeScale(span, plotWidth);
    const left = valueScale(temperatureExtent(drawn), plotHeight);
    const right = valueScale(precipitationExtent(drawn), plotHeight);
    return { x, left, right, bars: precipitationBars(drawn, x, right), points: temperaturePoints(drawn, x, left) };
  }, [drawn, plotWidth, plotHeight]);

  const temperatureColour = theme.palette[1] ?? theme.text;
  const precipitationColour = theme.palette[0] ?? theme.text;
  const slotWidth = plotWidth / Math.max(1, drawn.length);
  const iconStep = skyIconStep(slotWidth, ICON_SIZE);
  const timeFormat = t('charts.time.hour');

  return (
    <div ref={containerRef} style={{ width: '100%' }} data-testid="weather-chart">
      <div style={{ display: 'flex', gap: 12, fontSize: theme.fontSize, color: theme.textSecondary, minHeight: 20 }}>
        <span>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 16,
              height: 3,
              marginRight: 6,
              verticalAlign: 'middle',
              background: temperatureColour,
            }}
          />
          {t('weather.chart.temperature')} (°C)
        </span>
        <span>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              marginRight: 6,
              verticalAlign: 'middle',
              background: precipitationColour,
            }}
          />
          {t('weather.chart.precipitation')} (mm)
        </span>
      </div>
      <div style={{ position: 'relative', width: '100%', height }}>
        {geometry && !error && (
          <svg width={width} height={height} role="img" aria-label={t('weather.chart.label')} style={{ display: 'block' }}>
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <TimeAxes
                x={geometry.x}
                left={geometry.left}
                right={geometry.right}
                width={plotWidth}
                height={plotHeight}
                leftUnit="°C"
                rightUnit="mm"
                formats={formats}
                theme={theme}
              />
              <g data-testid="weather-precipitation">
                {geometry.bars.map((bar) => (
                  <rect
                    key={bar.hour}
                    data-testid="weather-bar"
                    data-precipitation={bar.precipitation}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={precipitationColour}
                    opacity={0.75}
                  />
                ))}
              </g>
              <path
                d={TEMPERATURE_LINE(geometry.points) ?? ''}
                stroke={temperatureColour}
                strokeWidth={2}
                fill="none"
                data-testid="weather-temperature"
              />
              {drawn.map((hour, index) => {
                const x = geometry.x(new Date(hour.hour));
                const sky = skyLabel(t, hour.skycon);
                const readout = t('weather.chart.hour-readout', {
                  time: dayjs(hour.hour).format(timeFormat),
                  sky,
                  temperature: hour.temperature.toFixed(1),
                  precipitation: hour.precipitation.toFixed(1),
                });
                return (
                  <g key={hour.hour} data-testid="weather-hour" data-hour={hour.hour}>
                    {index % iconStep === 0 && (
                      <g transform={`translate(${x + slotWidth / 2 - ICON_SIZE / 2},${-ICON_SIZE - 22}) scale(${ICON_SIZE / 24})`}>
                        <SkyGlyph code={hour.skycon} />
                      </g>
                    )}
                    <rect x={x} y={0} width={geometry.x(new Date(hour.hour + HOUR_MS)) - x} height={plotHeight} fill="transparent">
                      <title>{readout}</title>
                    </rect>
                  </g>
                );
              })}
            </g>
          </svg>
        )}
        <ChartStatusLayer loading={loading} error={error} onRetry={onRetry} empty={!geometry && !loading} />
      </div>
    </div>
  );
}
