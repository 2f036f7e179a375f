import type { Reading } from '../protocol/monitoring';

/**
 * Merges readings into a latest-per-point map (an immer draft or a fresh object), newest timestamp wins,
 * so a snapshot that lands after a pushed delta never rolls the delta back. Returns what changed.
 */
export function mergeReadings(latest: Record<string, Reading>, readings: readonly Reading[]): Reading[] {
  const changed: Reading[] = [];
  for (const reading of readings) {
    const current = latest[reading.pointId];
    if (current && current.ts >= reading.ts) continue;
    latest[reading.pointId] = reading;
    changed.push(reading);
  }
  return changed;
}
