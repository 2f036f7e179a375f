import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import type { MapPointDatum } from './map-point-data';

/**
 * Beyond this many unacknowledged points the rest keep deck.gl's still ring: a storm of alarms needs the operator at
 * the alarm list, not a thousand animated elements. Each ring is a composited layer, and with software compositing
 * (no GPU) a hundred of them cost the main thread about 45 ms a frame in layerizing alone (bench/cockpit-fps.ts trace).
 */
export const MAX_PULSE_MARKERS = 24;

function pulseElement(datum: MapPointDatum): HTMLElement {
  // MapLibre places the outer element with its own transform; the ring inside animates its own.
  const element = document.createElement('div');
  element.className = 'sluice-map__pulse-anchor';
  // The ring only shows; hover and click go through to the point deck.gl draws beneath it.
  element.setAttribute('aria-hidden', 'true');
  const ring = document.createElement('div');
  ring.className = 'sluice-map__pulse';
  const [red, green, blue] = datum.colour;
  ring.style.setProperty('--sluice-pulse-colour', `rgb(${red} ${green} ${blue})`);
  element.append(ring);
  return element;
}

/**
 * The pulse of points whose alarm waits for acknowledgement, as MapLibre markers with a CSS animation: the compositor
 * runs it, so a pulsing point costs the main thread nothing per frame (a deck.gl pulse repainted the WebGL canvas
 * twenty times a second, a 70 ms task each with software rendering on a wall PC). Markers follow the map by themselves.
 */
export class PulseMarkers {
  private readonly markers = new Map<string, { marker: Marker; colour: string }>();

  constructor(private readonly map: MapLibreMap) {}

  /** Shows a pulse on each pulsing point (up to MAX_PULSE_MARKERS) and removes those no longer pulsing. */
  update(points: readonly MapPointDatum[]): void {
    const wanted = new Map<string, MapPointDatum>();
    for (const datum of points) {
      if (!datum.pulsing) continue;
      wanted.set(datum.id, datum);
      if (wanted.size >= MAX_PULSE_MARKERS) break;
    }
    for (const [id, shown] of this.markers) {
      const datum = wanted.get(id);
      if (!datum || shown.colour !== datum.colour.join()) {
        shown.marker.remove();
        this.markers.delete(id);
      }
    }
    for (const [id, datum] of wanted) {
      if (this.markers.has(id)) continue;
      const marker = new Marker({ element: pulseElement(datum) }).setLngLat(datum.position).addTo(this.map);
      this.markers.set(id, { marker, colour: datum.colour.join() });
    }
  }

  clear(): void {
    for (const { marker } of this.markers.values()) marker.remove();
    this.markers.clear();
  }
}
