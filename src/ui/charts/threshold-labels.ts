/** Space between a line label and the plot's right edge (the right axis and its tick labels lie beyond it). */
export const LABEL_EDGE_GAP = 6;

/** A threshold line's label: the line's pixel height, and where its baseline goes. */
export interface PlacedLabel {
  id: string;
  lineY: number;
  baseline: number;
}

/**
 * Baselines for the labels of threshold lines, right-aligned inside the plot: each sits just above its line (below it
 * when the line is at the top), and labels closer than one line of text are pushed apart downwards, so two nearby
 * limits never print over each other. Every baseline stays within the plot.
 */
export function placeLineLabels(lines: readonly { id: string; y: number }[], fontSize: number, height: number): PlacedLabel[] {
  const lineHeight = fontSize + 2;
  const sorted = [...lines].sort((a, b) => a.y - b.y);
  const placed: PlacedLabel[] = [];
  let lowest = -Infinity;
  for (const { id, y } of sorted) {
    const above = y - 4;
    let baseline = above - fontSize < 0 ? y + fontSize + 2 : above;
    if (baseline - lowest < lineHeight) baseline = lowest + lineHeight;
    baseline = Math.min(height - 2, baseline);
    placed.push({ id, lineY: y, baseline });
    lowest = baseline;
  }
  return placed;
}
