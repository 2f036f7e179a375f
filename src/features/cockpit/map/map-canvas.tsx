import type { PickingInfo } from '@deck.gl/core';
import { MapboxOverlay } from '@deck.gl/mapbox';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { DamOutline, LngLat } from '../../../../server/src/wire/cockpit';
import { mapLayers, type MapLayerColours } from './map-layers';
import type { MapPointDatum } from './map-point-data';
import { PulseMarkers } from './pulse-markers';

// MapLibre looks for its worker beside its own module, which the bundler renames; the worker ships as an asset here.
setWorkerUrl(workerUrl);

/** Where deck.gl's still ring under an unacknowledged point stands (0..1 of the pulse's reach); CSS animates over it. */
const STILL_RING_PHASE = 0.5;

/** How long after a live update the overlay redraws the points' new look. */
const OVERLAY_REDRAW_DELAY_MS = 300;

export interface MapCanvasProps {
  /** A style URL (a configured base map) or the embedded plain style. */
  mapStyle: string | StyleSpecification;
  center: LngLat;
  zoom: number;
  points: readonly MapPointDatum[];
  outlines: readonly DamOutline[];
  colours: MapLayerColours;
  /** The tooltip's text for a point: its name and newest reading. */
  describe: (point: MapPointDatum) => string;
  tooltipStyle: Partial<CSSStyleDeclaration>;
  onOpenPoint: (pointId: string) => void;
  /** MapLibre could not start (no WebGL): the widget says so in place of the map. */
  onFailure: (error: unknown) => void;
}

const isPoint = (info: PickingInfo): info is PickingInfo<MapPointDatum> => info.layer?.id === 'points' && Boolean(info.object);

/**
 * MapLibre with a deck.gl overlay of the points and dam outlines. Its own chunk with maplibre-gl and deck.gl, loaded
 * when a map is shown. It redraws when its data changes and when a zoom settles, never in a frame loop: the pulse of
 * an unacknowledged alarm is a CSS animation on a marker (`pulse-markers.ts`). Memoised: a reading that changes no
 * point's look does not even render it.
 */
export const MapCanvas = memo(function MapCanvas(props: MapCanvasProps) {
  const { mapStyle, center, zoom, points, outlines, colours } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const overlayRef = useRef<MapboxOverlay | null>(null);
  const pulsesRef = useRef<PulseMarkers | null>(null);
  /** The overlay's redraw waiting to follow a change of the points' look (see below). */
  const pendingDraw = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The latest props for MapLibre's and deck.gl's callbacks, which are set once when the map is created.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const draw = useCallback(() => {
    const { points: data, outlines: rings, colours: palette } = latest.current;
    const zoom = mapRef.current?.getZoom() ?? 0;
    overlayRef.current?.setProps({ layers: mapLayers(data, rings, palette, STILL_RING_PHASE, zoom) });
    pulsesRef.current?.update(data);
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const initial = latest.current;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container,
        style: initial.mapStyle,
        center: initial.center,
        zoom: initial.zoom,
        dragRotate: false,
        pitchWithRotate: false,
        // A configured base map names its sources; the embedded plain base has none to credit.
        attributionControl: typeof initial.mapStyle === 'string' ? { compact: true } : false,
      });
    } catch (error) {
      initial.onFailure(error);
      return undefined;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const overlay = new MapboxOverlay({
      interleaved: false,
      layers: [],
      getTooltip: (info) =>
        isPoint(info) && info.object ? { text: latest.current.describe(info.object), style: latest.current.tooltipStyle } : null,
      onClick: (info) => {
        if (isPoint(info) && info.object) latest.current.onOpenPoint(info.object.id);
      },
      onHover: (info) => {
        map.getCanvas().style.cursor = isPoint(info) ? 'pointer' : '';
      },
    });
    map.addControl(overlay);
    mapRef.current = map;
    overlayRef.current = overlay;
    pulsesRef.current = new PulseMarkers(map);
    // Point names show only when zoomed in: redrawn once a zoom settles, not on every frame of it.
    map.on('zoomend', draw);
    draw();
    return () => {
      if (pendingDraw.current !== null) clearTimeout(pendingDraw.current);
      pendingDraw.current = null;
      pulsesRef.current?.clear();
      pulsesRef.current = null;
      overlayRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [draw]);

  // A new base (the toggle, or light and dark for the plain one): the deck.gl layers stay, they are not in the style.
  const firstStyle = useRef(mapStyle);
  useEffect(() => {
    if (mapStyle === firstStyle.current) return;
    firstStyle.current = mapStyle;
    mapRef.current?.setStyle(mapStyle);
  }, [mapStyle]);

  const [lng, lat] = center;
  useEffect(() => {
    const map = mapRef.current;
    if (map && (map.getCenter().lng !== lng || map.getCenter().lat !== lat)) map.jumpTo({ center: [lng, lat], zoom });
  }, [lng, lat, zoom]);

  // A change of the points' look redraws the overlay a moment after the live update that caused it, not in the same
  // frame: drawn by software WebGL (a wall PC without a GPU), the overlay's frame waits for that draw, and sharing it
  // with the charts' update and the server's burst made it one long task (bench/cockpit-fps.ts). One redraw at a
  // time, of the latest look, however fast changes come; the pulse markers follow at once.
  useEffect(() => {
    pulsesRef.current?.update(latest.current.points);
    if (pendingDraw.current !== null) return;
    pendingDraw.current = setTimeout(() => {
      pendingDraw.current = null;
      draw();
    }, OVERLAY_REDRAW_DELAY_MS);
  }, [draw, points, outlines, colours]);

  const pulsing = points.some((point) => point.pulsing);
  return <div ref={containerRef} className="sluice-map__canvas" data-testid="map-canvas" data-pulsing={pulsing ? 'true' : 'false'} />;
});
