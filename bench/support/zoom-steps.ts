// The zooms the chart benches ask for, as a person asks for them (series-chart.ts on its harness, monitoring-zoom.ts
// on the seepage page): drags over the plot, and a key.
import type { Locator, Page } from '@playwright/test';

const DAY = 86_400_000;

/** A drag between two times, in days from the start of the year shown, or a key pressed on the focused plot. */
export type ZoomStep = { drag: [number, number] } | { key: string };

/**
 * After the year's first paint: a month, a week in it and a day in that (across the bench year's outage), Home back
 * to the year, then a quarter.
 */
export const ZOOM_STEPS: readonly ZoomStep[] = [
  { drag: [185, 215] },
  { drag: [197, 204] },
  { drag: [199.75, 200.75] },
  { key: 'Home' },
  { drag: [0.5, 90] },
];

/**
 * Asks for one zoom: drags the mouse across `plot` between two days of the year starting `yearFrom`, mapped onto the
 * view shown now (`shown`, epoch ms), or presses the key.
 */
export async function askZoom(
  page: Page,
  plot: Locator,
  step: ZoomStep,
  yearFrom: number,
  shown: { from: number; to: number },
): Promise<void> {
  if ('key' in step) {
    await page.keyboard.press(step.key);
    return;
  }
  const box = await plot.boundingBox();
  if (!box) throw new Error('no plot to drag over');
  const xOf = (day: number) => box.x + ((yearFrom + day * DAY - shown.from) / (shown.to - shown.from)) * box.width;
  const y = box.y + box.height / 2;
  const [fromDay, toDay] = step.drag;
  await page.mouse.move(xOf(fromDay), y);
  await page.mouse.down();
  await page.mouse.move(xOf(toDay), y, { steps: 4 });
  await page.mouse.up();
}
