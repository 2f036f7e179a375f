import { Card, Segmented, theme, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { severityColor } from '../../../ui/charts/severity-colors';
import { useChartTheme } from '../../../ui/charts/use-chart-theme';
import { useCockpitPoints } from '../data/use-cockpit-points';
import { WidgetFailure } from '../widgets/widget-failure';
import type { CockpitWidgetProps } from '../widgets/widget-props';
import { useMapConfig } from './map-api';
import type { MapLayerColours } from './map-layers';
import { MapLive, type MapCanvasSettings } from './map-live';
import { toRgba, type MapPalette } from './map-point-data';
import { styleFor, type MapBase } from './map-style';
import './map.css';

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
  const [base, setBase] = useState<MapBase>('standard');
  const [failure, setFailure] = useState<unknown>(null);

  const palette = useMemo<MapPalette>(
    () => ({ normal: token.colorSuccess, offline: token.colorTextQuaternary, severity: (severity) => severityColor(severity, dark) }),
    [token, dark],
  );
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
  const canvas = useMemo<MapCanvasSettings | null>(
    () =>
      mapData && mapStyle
        ? {
            mapStyle,
            center: mapData.center,
            zoom: mapData.zoom,
            outlines: mapData.outlines,
            colours,
            tooltipStyle,
            onOpenPoint: open,
            onFailure: setFailure,
          }
        : null,
    [mapData, mapStyle, colours, tooltipStyle, open],
  );

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
      <MapLive
        projectId={projectId}
        points={points}
        palette={palette}
        fallback={
          error ? (
            <WidgetFailure
              error={error}
              onRetry={() => {
                setFailure(null);
                if (config.isError) void config.refetch();
                if (query.isError) void query.refetch();
              }}
            />
          ) : canvas ? null : (
            <div className="sluice-map__canvas" aria-busy="true" aria-label={t('map.state.loading')} />
          )
        }
        canvas={canvas}
      />
    </Card>
  );
}
