import type { StyleSpecification } from 'maplibre-gl';
import type { CockpitMapConfig } from '../../../../server/src/wire/cockpit';

export type MapBase = 'standard' | 'satellite';

/**
 * The embedded base: a background in the theme's colour and nothing else. No sources, no glyphs, no sprites, so
 * MapLibre fetches nothing (an unattended site without internet, and every test). The dam outlines and the points
 * are deck.gl layers above it, drawn the same on every base.
 */
export function plainStyle(background: string): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': background } }],
  };
}

/** The configured style URL of the chosen base, or the embedded plain base when none is configured for it. */
export function styleFor(config: Pick<CockpitMapConfig, 'standardStyleUrl' | 'satelliteStyleUrl'>, base: MapBase, background: string) {
  const url = base === 'satellite' ? config.satelliteStyleUrl : config.standardStyleUrl;
  return url ?? plainStyle(background);
}
