import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapPointDatum } from '../../../src/features/cockpit/map/map-point-data';

// MapLibre and deck.gl need WebGL, which jsdom lacks: the map, its overlay and the pulse markers are stand-ins that
// record what the canvas asks of them.
const overlay = vi.hoisted(() => ({ setProps: vi.fn() }));
const pulses = vi.hoisted(() => ({ update: vi.fn(), clear: vi.fn() }));
vi.mock('maplibre-gl', () => ({
  setWorkerUrl: vi.fn(),
  NavigationControl: class {},
  Map: class {
    on = vi.fn();
    addControl = vi.fn();
    remove = vi.fn();
    getZoom = () => 14.2;
    getCenter = () => ({ lng: 119.3, lat: 29.7 });
    getCanvas = () => document.createElement('canvas');
    setStyle = vi.fn();
    jumpTo = vi.fn();
  },
}));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '' }));
vi.mock('@deck.gl/mapbox', () => ({
  MapboxOverlay: class {
    setProps = overlay.setProps;
  },
}));
vi.mock('../../../src/features/cockpit/map/pulse-markers', () => ({
  PulseMarkers: class {
    update = pulses.update;
    clear = pulses.clear;
  },
}));

const { MapCanvas } = await import('../../../src/features/cockpit/map/map-canvas');

function point(status: MapPointDatum['status']): MapPointDatum {
  const colour: MapPointDatum['colour'] = status === 'offline' ? [128, 128, 128, 255] : [0, 128, 0, 255];
  return { id: 'p1', name: 'P1', position: [119.3, 29.7], status, severity: null, pulsing: false, colour, reading: null };
}

const COLOURS = {
  outline: [0, 0, 0, 255],
  outlineFill: [0, 0, 0, 32],
  text: [0, 0, 0, 255],
  textHalo: [255, 255, 255, 255],
  pointStroke: [255, 255, 255, 255],
} as const;

const STYLE = { version: 8 as const, sources: {}, layers: [] };

function canvas(points: MapPointDatum[]) {
  return (
    <MapCanvas
      mapStyle={STYLE}
      center={[119.3, 29.7]}
      zoom={14.2}
      points={points}
      outlines={[]}
      colours={COLOURS as never}
      describe={() => ''}
      tooltipStyle={{}}
      onOpenPoint={() => undefined}
      onFailure={() => undefined}
    />
  );
}

/** The points the overlay was last given to draw. */
const drawnPoints = () => {
  const layers = overlay.setProps.mock.calls.at(-1)?.[0].layers as { id: string; props: { data: MapPointDatum[] } }[];
  return layers.find((layer) => layer.id === 'points')?.props.data;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the map canvas', () => {
  it('draws the points at once when the map starts, then redraws a change of their look a moment after the live update, with the pulses at once', () => {
    const offline = [point('offline')];
    const { rerender } = render(canvas(offline));
    expect(drawnPoints()).toBe(offline);
    const live = [point('normal')];
    rerender(canvas(live));
    expect(pulses.update).toHaveBeenLastCalledWith(live);
    expect(drawnPoints()).toBe(offline);
    act(() => vi.advanceTimersByTime(300));
    expect(drawnPoints()).toBe(live);
  });

  it('draws the latest of changes that keep coming, once, without waiting for them to stop', () => {
    const { rerender } = render(canvas([point('offline')]));
    const calls = overlay.setProps.mock.calls.length;
    rerender(canvas([point('normal')]));
    act(() => vi.advanceTimersByTime(100));
    const last = [point('offline')];
    rerender(canvas(last));
    act(() => vi.advanceTimersByTime(300));
    expect(overlay.setProps.mock.calls.length).toBe(calls + 1);
    expect(drawnPoints()).toBe(last);
  });
});
