import { describe, expect, it } from 'vitest';
import { mapLayers, type MapLayerColours } from '../../../src/features/cockpit/map/map-layers';
import type { MapPointDatum } from '../../../src/features/cockpit/map/map-point-data';

const COLOURS: MapLayerColours = {
  outline: [0, 0, 0, 255],
  outlineFill: [0, 0, 0, 32],
  text: [0, 0, 0, 255],
  textHalo: [255, 255, 255, 255],
  pointStroke: [255, 255, 255, 255],
};

function point(id: string, pulsing: boolean): MapPointDatum {
  return { id, name: id, position: [119.3, 29.7], status: 'normal', severity: null, pulsing, colour: [0, 128, 0, 255], reading: null };
}

describe('the map layers', () => {
  it('keep the pulse layer while nothing pulses, empty, so its GPU program is made with the map and not at the first alarm', () => {
    const quiet = mapLayers([point('a', false), point('b', false)], [], COLOURS, 0, 14);
    const pulse = quiet.find((layer) => layer.id === 'alarm-pulse');
    expect(pulse?.props.data).toEqual([]);
    const alarmed = mapLayers([point('a', true), point('b', false)], [], COLOURS, 0.5, 14);
    expect((alarmed.find((layer) => layer.id === 'alarm-pulse')?.props.data as MapPointDatum[]).map((datum) => datum.id)).toEqual(['a']);
    expect(quiet.map((layer) => layer.id)).toEqual(alarmed.map((layer) => layer.id));
  });
});
