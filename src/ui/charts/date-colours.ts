import { interpolateTurbo, scaleSequential, type ScaleSequential } from 'd3';

/**
 * Date -> colour for scatter points: the turbo scale without its darkest and palest ends, so the earliest and
 * latest points stay visible on both the light and the dark background.
 */
export function dateColourScale(firstTs: number, lastTs: number): ScaleSequential<string> {
  const trimmed = (t: number) => interpolateTurbo(0.1 + t * 0.8);
  return scaleSequential(trimmed).domain([firstTs, lastTs === firstTs ? firstTs + 1 : lastTs]);
}

/**
 * How many colours a canvas scatter draws with. Neighbouring steps of 64 differ by less than the eye tells apart on a
 * dot of 2.5 px, and the canvas fills each step's dots at once instead of parsing a colour and filling per dot.
 */
export const DATE_COLOUR_STEPS = 64;

export interface DateColourSteps {
  /** The colour of each step, at the step's middle date. */
  colours: string[];
  /** The step a date falls in: 0 for the first date (and earlier), the last step for the last date (and later). */
  stepOf: (ts: number) => number;
}

/** The scale cut into DATE_COLOUR_STEPS equal spans of its dates. */
export function dateColourSteps(scale: ScaleSequential<string>, steps = DATE_COLOUR_STEPS): DateColourSteps {
  const [first, last] = scale.domain();
  const span = last - first;
  const colours = Array.from({ length: steps }, (_, step) => scale(first + ((step + 0.5) / steps) * span));
  const stepOf = (ts: number) => {
    const step = Math.floor(((ts - first) / span) * steps);
    return step >= 0 ? Math.min(steps - 1, step) : 0; // NaN lands in the first step
  };
  return { colours, stepOf };
}

/** CSS gradient of the same scale, for the legend bar. */
export function dateGradient(steps = 10): string {
  const stops = Array.from({ length: steps + 1 }, (_, i) => interpolateTurbo(0.1 + (i / steps) * 0.8));
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
