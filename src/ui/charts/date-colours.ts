import { interpolateTurbo, scaleSequential, type ScaleSequential } from 'd3';

/**
 * Date -> colour for scatter points: the turbo scale without its darkest and palest ends, so the earliest and
 * latest points stay visible on both the light and the dark background.
 */
export function dateColourScale(firstTs: number, lastTs: number): ScaleSequential<string> {
  const trimmed = (t: number) => interpolateTurbo(0.1 + t * 0.8);
  return scaleSequential(trimmed).domain([firstTs, lastTs === firstTs ? firstTs + 1 : lastTs]);
}

/** CSS gradient of the same scale, for the legend bar. */
export function dateGradient(steps = 10): string {
  const stops = Array.from({ length: steps + 1 }, (_, i) => interpolateTurbo(0.1 + (i / steps) * 0.8));
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
