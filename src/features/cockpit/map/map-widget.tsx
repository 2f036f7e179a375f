import { Card, Segmented, theme, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import type { AlarmState } from '../../../../streams/stores/alarm-store';
import type { ReadingsState } from '../../../../streams/stores/readings-store';
import { useLiveStore } from '../../../lib/live/use-live-store';
import { severityColor } from '../../../ui/charts/severity-colors';
import { useChartTheme } from '../../../ui/charts/use-chart-theme';
import { useCockpitPoints } from '../data/use-cockpit-points';
import { useMinute } from '../data/use-live-window';
import { WidgetFailure } from '../widgets/widget-failure';
import type { CockpitWidgetProps } from '../widgets/widget-props';
import { useMapConfig } from './map-api';
import type { MapLayerColours } from './map-layers';
import { mapPointData, toRgba, type MapPalette, type MapPointDatum } from './map-point-data';
import { MapLegend } from './map-legend';
import { styleFor, type MapBase } from './map-style';
import { describeMapPoint } from './map-tooltip';
import { sameLook } from './same-look';
import './map.css';

// maplibre-gl and deck.gl come with the canvas, in their own chunk, when a map is first shown.
const MapCanvas = lazy(() => import('./map-canvas').then((module) => ({ default: module.MapCanvas })));

const NO_ALARMS: AlarmDto[] = [];
const NO_LATEST: ReadingsState['latest'] = {};
const selectActive = (state: AlarmState) => state.active;
const selectUnacknowledged = (state: AlarmState) => state.unacknowledged;
const selectLatest = (state: ReadingsState) => state.latest;

/** `data` while it draws something new; the array last drawn while only tooltips changed (see `sameLook`). */
function useDrawnPoints(data: readonly MapPointDatum[]): readonly MapPointDatum[] {
  const [drawn, setDrawn] = useState(data);
  const next = sameLook(drawn, data);
  if (next !== drawn) setDrawn(next);
  return next;
}

/**
 * The cockpit's map: the project's monitoring points on the configured base map (or the embedded plain one, which
 * needs no internet), coloured by alarm state and pulsing while an alarm waits for acknowledgement, with the dam
 * outlines. Hovering a point shows its newest reading; clicking it opens its monitoring page.
 */
export function MapWidget({ widget, projectId, onOpenPoint }: CockpitWidgetProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { dark } = useChartTheme();
  const config = useMapConfig(projectId);
  const { points, query } = useCockpitPoints(projectId);
  const active = useLiveStore('alarms', selectActive, NO_ALARMS);
  const unacknowledged = useLiveStore('alarms', selectUnacknowledged, NO_ALARMS);
  const latest = useLiveStore('readings', selectLatest, NO_LATEST);
  const minute = useMinute();
  const [base, setBase] = useState<MapBase>('standard');
  const [failure, setFailure] = useState<unknown>(null);

  const palette = useMemo<MapPalette>(
    () => ({ normal: token.colorSuccess, offline: token.colorTextQuaternary, severity: (severity) => severityColor(severity, dark) }),
    [token, dark],
  );
  const data = useMemo(
    () => mapPointData({ projectId, points, active, unacknowledged, latest, now: Math.max(minute, Date.now()), palette }),
    [projectId, points, active, unacknowledged, latest, minute, palette],
  );
  const drawn = useDrawnPoints(data);
  // The tooltip tells the newest reading, which the drawn array may not hold.
  const newestById = useMemo(() => new Map(data.map((datum) => [datum.id, datum])), [data]);
  const colours = useMemo<MapLayerColours>(
    () => ({
      outline: toRgba(token.colorPrimary),
      outlineFill: toRgba(token.colorPrimaryBg),
      text: toRgba(token.colorText),
      textHalo: toRgba(token.colorBgContainer),
      pointStroke: toRgba(token.colorBgContainer),
    }),
    [token],
  );
  const mapData = config.data;
  const mapStyle = useMemo(() => (mapData ? styleFor(mapData, base, token.colorBgLayout) : null), [mapData, base, token]);
  const describe = useCallback((point: MapPointDatum) => describeMapPoint(t, newestById.get(point.id) ?? point), [t, newestById]);
  const tooltipStyle = useMemo<Partial<CSSStyleDeclaration>>(
    () => ({
      whiteSpace: 'pre-line',
      background: token.colorBgElevated,
      color: token.colorText,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: `${token.borderRadius}px`,
      boxShadow: token.boxShadowSecondary,
      fontSize: `${token.fontSizeSM}px`,
      padding: '6px 8px',
    }),
    [token],
  );
  const open = useCallback((pointId: string) => onOpenPoint(pointId), [onOpenPoint]);

  const error = config.error ?? query.error ?? failure;
  const satelliteMissing = !mapData?.satelliteStyleUrl;
  return (
    <Card
      size="small"
      title={widget.options.title || t('map.title')}
      className="sluice-map"
      data-testid="map-widget"
      extra={
        <Tooltip title={satelliteMissing ? t('map.base.satellite-missing') : undefined}>
          <Segmented<MapBase>
            size="small"
            aria-label={t('map.base.label')}
            value={base}
            onChange={setBase}
            options={[
              { value: 'standard', label: t('map.base.standard') },
              { value: 'satellite', label: t('map.base.satellite'), disabled: satelliteMissing },
            ]}
          />
        </Tooltip>
      }
    >
      {error ? (
        <WidgetFailure
          error={error}
          onRetry={() => {
            setFailure(null);
            if (config.isError) void config.refetch();
            if (query.isError) void query.refetch();
          }}
        />
      ) : mapData && mapStyle ? (
        <Suspense fallback={<div className="sluice-map__canvas" aria-busy="true" />}>
          <MapCanvas
            mapStyle={mapStyle}
            center={mapData.center}
            zoom={mapData.zoom}
            points={drawn}
            outlines={mapData.outlines}
            colours={colours}
            describe={describe}
            tooltipStyle={tooltipStyle}
            onOpenPoint={open}
            onFailure={setFailure}
          />
        </Suspense>
      ) : (
        <div className="sluice-map__canvas" aria-busy="true" aria-label={t('map.state.loading')} />
      )}
      <MapLegend points={drawn} normal={palette.normal} offline={palette.offline} alarm={palette.severity(4)} />
    </Card>
  );
}
