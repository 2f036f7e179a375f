import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import type { AlarmState } from '../../../../streams/stores/alarm-store';
import type { ReadingsState } from '../../../../streams/stores/readings-store';
import { useMinute } from '../data/use-live-window';
import { useWallStore } from '../data/use-wall-store';
import type { MapCanvasProps } from './map-canvas';
import { MapLegend } from './map-legend';
import { mapPointData, type MapPalette, type MapPointDatum } from './map-point-data';
import { describeMapPoint } from './map-tooltip';
import { sameLook } from './same-look';

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

/** What the canvas gets from the widget: everything but the live points and their tooltip. */
export type MapCanvasSettings = Omit<MapCanvasProps, 'points' | 'describe'>;

export interface MapLiveProps {
  projectId: string;
  points: readonly Point[];
  palette: MapPalette;
  /** The canvas's settings once the base map is known; null while the fallback shows. */
  canvas: MapCanvasSettings | null;
  /** Shown instead of the canvas (the map's failure, or its base still loading); the legend stays. */
  fallback: ReactNode | null;
}

/**
 * The live part of the map widget: the points in their alarm and reporting state, and the legend. It alone reads the
 * live stores (once per frame, as a transition), so a reading re-renders neither the card around it nor its base-map
 * switch; and while a reading changes no point's look, the canvas is not re-rendered either.
 */
export const MapLive = memo(function MapLive({ projectId, points, palette, canvas, fallback }: MapLiveProps) {
  const { t } = useTranslation();
  const active = useWallStore('alarms', selectActive, NO_ALARMS);
  const unacknowledged = useWallStore('alarms', selectUnacknowledged, NO_ALARMS);
  const latest = useWallStore('readings', selectLatest, NO_LATEST);
  const minute = useMinute();
  const data = useMemo(
    () => mapPointData({ projectId, points, active, unacknowledged, latest, now: Math.max(minute, Date.now()), palette }),
    [projectId, points, active, unacknowledged, latest, minute, palette],
  );
  const drawn = useDrawnPoints(data);
  // The tooltip tells the newest reading, which the drawn array may not hold; looked up on hover, not per reading.
  const newest = useRef(data);
  useEffect(() => {
    newest.current = data;
  }, [data]);
  const describe = useCallback(
    (point: MapPointDatum) => describeMapPoint(t, newest.current.find((datum) => datum.id === point.id) ?? point),
    [t],
  );
  return (
    <>
      {fallback ??
        (canvas ? (
          <Suspense fallback={<div className="sluice-map__canvas" aria-busy="true" />}>
            <MapCanvas {...canvas} points={drawn} describe={describe} />
          </Suspense>
        ) : null)}
      <MapLegend points={drawn} normal={palette.normal} offline={palette.offline} severity={palette.severity} />
    </>
  );
});
