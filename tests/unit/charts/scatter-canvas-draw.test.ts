import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { DATE_COLOUR_STEPS, dateColourScale, dateColourSteps } from '../../../src/ui/charts/date-colours';
import { drawScatterDots, type DotContext } from '../../../src/ui/charts/scatter-canvas-draw';

/** A context that records each fill: its colour and the dots' centres in it. */
function recordingContext() {
  const fills: { colour: string; centres: [number, number][] }[] = [];
  let centres: [number, number][] = [];
  const context: DotContext = {
    fillStyle: '',
    beginPath: () => {
      centres = [];
    },
    moveTo: () => undefined,
    arc: (x: number, y: number) => {
      centres.push([x, y]);
    },
    fill: () => {
      fills.push({ colour: String(context.fillStyle), centres });
    },
  };
  return { context, fills };
}

const identity = () => scaleLinear().domain([0, 100]).range([0, 100]);

describe('date colour steps', () => {
  it('puts the first date in the first step, the last in the last, and outside dates at the ends', () => {
    const { colours, stepOf } = dateColourSteps(dateColourScale(1_000, 2_000));
    expect(colours).toHaveLength(DATE_COLOUR_STEPS);
    expect(stepOf(1_000)).toBe(0);
    expect(stepOf(2_000)).toBe(DATE_COLOUR_STEPS - 1);
    expect(stepOf(1_500)).toBe(DATE_COLOUR_STEPS / 2);
    expect(stepOf(0)).toBe(0);
    expect(stepOf(9_000)).toBe(DATE_COLOUR_STEPS - 1);
    expect(stepOf(Number.NaN)).toBe(0);
  });

  it('colours a step as the scale colours its middle date', () => {
    const scale = dateColourScale(0, 64_000);
    expect(dateColourSteps(scale).colours[10]).toBe(scale(10_500));
  });
});

describe('drawing the scatter dots on a canvas', () => {
  it('fills each colour step once, earliest first, with every dot at its place', () => {
    const points = [
      { ts: 900, x: 9, y: 90 },
      { ts: 0, x: 1, y: 10 },
      { ts: 450, x: 5, y: 50 },
      { ts: 10, x: 2, y: 20 },
    ];
    const colour = dateColourScale(0, 900);
    const { context, fills } = recordingContext();
    drawScatterDots(context, points, identity(), identity(), colour);
    const { colours } = dateColourSteps(colour);
    expect(fills).toEqual([
      {
        colour: colours[0],
        centres: [
          [1, 10],
          [2, 20],
        ],
      },
      { colour: colours[32], centres: [[5, 50]] },
      { colour: colours[63], centres: [[9, 90]] },
    ]);
  });

  it('draws nothing for no points', () => {
    const { context, fills } = recordingContext();
    drawScatterDots(context, [], identity(), identity(), dateColourScale(0, 1));
    expect(fills).toEqual([]);
  });
});
