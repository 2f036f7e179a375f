import { describe, expect, it } from 'vitest';
import type { MapPointDatum } from '../../../src/features/cockpit/map/map-point-data';
import { sameLook } from '../../../src/features/cockpit/map/same-look';

const point = (id: string, extra: Partial<MapPointDatum> = {}): MapPointDatum => ({
  id,
  name: `Weir ${id}`,
  position: [119.3, 29.7],
  status: 'normal',
  severity: null,
  pulsing: false,
  colour: [82, 196, 26, 255],
  reading: { value: 5, unit: 'L/s', ts: 1_000 },
  ...extra,
});

describe('the map keeps what it drew while only readings change', () => {
  it('keeps the drawn points when a new reading changes no state or colour', () => {
    const drawn = [point('a'), point('b')];
    const next = [point('a', { reading: { value: 6, unit: 'L/s', ts: 2_000 } }), point('b')];
    expect(sameLook(drawn, next)).toBe(drawn);
  });

  it('takes the new points when one changes state, colour, place or pulse, or the list changes', () => {
    const drawn = [point('a'), point('b')];
    for (const next of [
      [point('a'), point('b', { status: 'offline', colour: [0, 0, 0, 64] })],
      [point('a'), point('b', { pulsing: true })],
      [point('a'), point('b', { position: [119.4, 29.7] })],
      [point('a')],
      [point('a'), point('c')],
    ]) {
      expect(sameLook(drawn, next)).toBe(next);
    }
    expect(sameLook(null, drawn)).toBe(drawn);
  });
});
