import { Map as MapLibreMap, Marker, setWorkerUrl, type MapMouseEvent, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';

// The map of the location picker: MapLibre on the site's base map, a marker where the person clicked (or searched).

export type LngLat = [lng: number, lat: number];

export interface LocationMapProps {
  mapStyle: string | StyleSpecification;
  center: LngLat;
  zoom: number;
  marker: LngLat | undefined;
  onPick: (point: LngLat) => void;
  label: string;
}

export function LocationMap({ mapStyle, center, zoom, marker, onPick, label }: LocationMapProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const initial = useRef({ mapStyle, center, zoom });

  useEffect(() => {
    if (!container.current) return undefined;
    // The worker ships as its own file (the bundle is an ES module; see the cockpit's map).
    setWorkerUrl(workerUrl);
    const map = new MapLibreMap({
      container: container.current,
      style: initial.current.mapStyle,
      center: initial.current.center,
      zoom: initial.current.zoom,
      attributionControl: { compact: true },
    });
    map.on('click', (event: MapMouseEvent) => pick.current([Number(event.lngLat.lng.toFixed(6)), Number(event.lngLat.lat.toFixed(6))]));
    mapRef.current = map;
    return () => {
      markerRef.current?.remove();
      markerRef.current = null;
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    mapRef.current?.setStyle(mapStyle);
  }, [mapStyle]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!marker) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) markerRef.current = new Marker().setLngLat(marker).addTo(map);
    else markerRef.current.setLngLat(marker);
    map.easeTo({ center: marker });
  }, [marker]);

  return <div ref={container} role="application" aria-label={label} style={{ width: '100%', height: 420 }} />;
}
