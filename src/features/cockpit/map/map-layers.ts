import type { Layer } from '@deck.gl/core';
import { PolygonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { DamOutline } from '../../../../server/src/wire/cockpit';
import type { MapPointDatum, Rgba } from './map-point-data';

/** The colours of what deck.gl draws besides the points' own (from the theme, light or dark). */
export interface MapLayerColours {
  outline: Rgba;
  outlineFill: Rgba;
  text: Rgba;
  textHalo: Rgba;
  pointStroke: Rgba;
}

/** Point names clutter the map beyond this many points: the tooltip names them instead. */
export const MAX_LABELLED_POINTS = 80;

/** Below this zoom a dam's points lie within a few pixels of each other and their names overlap into a smudge. */
export const LABEL_MIN_ZOOM = 16.5;

const POINT_RADIUS = 7;
const PULSE_REACH = 14;

const position = (datum: MapPointDatum) => datum.position;

/**
 * The map's deck.gl layers: dam outlines, the pulse rings of points whose alarm waits for acknowledgement (`phase`
 * 0..1 through one pulse), the points in their state's colour, and their names while there are few and the map is
 * zoomed in far enough (`zoom`) for them not to overlap.
 */
export function mapLayers(
  points: readonly MapPointDatum[],
  outlines: readonly DamOutline[],
  colours: MapLayerColours,
  phase: number,
  zoom: number,
): Layer[] {
  const pulsing = points.filter((datum) => datum.pulsing);
  const layers: Layer[] = [
    new PolygonLayer<DamOutline>({
      id: 'dam-outlines',
      data: outlines,
      getPolygon: (outline) => outline.ring,
      stroked: true,
      filled: true,
      getFillColor: colours.outlineFill,
      getLineColor: colours.outline,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
    }),
  ];
  // Always present, empty while nothing pulses: its GPU program is then made with the map, not at the first alarm,
  // where software GL (a wall PC without a GPU) held the page's next frame for about 300 ms (bench/cockpit-fps.ts).
  layers.push(
    new ScatterplotLayer<MapPointDatum>({
      id: 'alarm-pulse',
      data: pulsing,
      getPosition: position,
      radiusUnits: 'pixels',
      getRadius: POINT_RADIUS + PULSE_REACH * phase,
      getFillColor: (datum) => [datum.colour[0], datum.colour[1], datum.colour[2], Math.round(180 * (1 - phase))],
      updateTriggers: { getRadius: phase, getFillColor: phase },
    }),
  );
  layers.push(
    new ScatterplotLayer<MapPointDatum>({
      id: 'points',
      data: points,
      pickable: true,
      getPosition: position,
      radiusUnits: 'pixels',
      getRadius: POINT_RADIUS,
      getFillColor: (datum) => datum.colour,
      stroked: true,
      getLineColor: colours.pointStroke,
      lineWidthUnits: 'pixels',
      getLineWidth: 1.5,
    }),
  );
  if (points.length <= MAX_LABELLED_POINTS && zoom >= LABEL_MIN_ZOOM) {
    layers.push(
      new TextLayer<MapPointDatum>({
        id: 'point-names',
        data: points,
        getPosition: position,
        getText: (datum) => datum.name,
        // Point names are Chinese more often than not: the glyph atlas is built from the names themselves.
        characterSet: 'auto',
        getSize: 12,
        getColor: colours.text,
        getPixelOffset: [0, -(POINT_RADIUS + 9)],
        fontSettings: { sdf: true },
        outlineWidth: 3,
        outlineColor: colours.textHalo,
      }),
    );
  }
  return layers;
}
