import type { ScaleLinear, ScaleTime } from 'd3';
import type { WeatherHour } from '../../../server/src/wire/weather';

/** Spec section 9: the weather chart shows a 24-hour forecast, one slot per hour. */
export const WEATHER_CHART_HOURS = 24;

export const HOUR_MS = 3_600_000;

/**
 * The precipitation axis reaches at least this far (mm), so a drizzle of 0.1 mm stays a sliver instead of filling the
 * plot like a storm.
 */
export const MIN_PRECIPITATION_TOP = 2;

/**
 * The hours the chart draws: in time order, one per hour (a repeated hour keeps its first entry), hours with a
 * temperature or precipitation that is not a number left out (a gap, never a zero), at most the first 24.
 */
export function chartHours(hours: readonly WeatherHour[]): WeatherHour[] {
  const seen = new Set<number>();
  return hours
    .filter((hour) => Number.isFinite(hour.hour) && Number.isFinite(hour.temperature) && Number.isFinite(hour.precipitation))
    .sort((a, b) => a.hour - b.hour)
    .filter((hour) => {
      const slot = Math.floor(hour.hour / HOUR_MS);
      if (seen.has(slot)) return false;
      seen.add(slot);
      return true;
    })
    .slice(0, WEATHER_CHART_HOURS);
}

/** The time span the axis covers: from the first hour's start to the last hour's end. */
export function hourSpan(hours: readonly WeatherHour[]): { from: number; to: number } | null {
  const first = hours[0];
  const last = hours.at(-1);
  return first && last ? { from: first.hour, to: last.hour + HOUR_MS } : null;
}

export function temperatureExtent(hours: readonly WeatherHour[]): [number, number] | null {
  if (hours.length === 0) return null;
  const values = hours.map((hour) => hour.temperature);
  return [Math.min(...values), Math.max(...values)];
}

/** Bars rise from zero; the top is the wettest hour or MIN_PRECIPITATION_TOP, whichever is higher. */
export function precipitationExtent(hours: readonly WeatherHour[]): [number, number] {
  return [0, Math.max(MIN_PRECIPITATION_TOP, ...hours.map((hour) => Math.max(0, hour.precipitation)))];
}

export interface PrecipitationBar {
  hour: number;
  x: number;
  y: number;
  width: number;
  height: number;
  precipitation: number;
}

/** One bar per hour with precipitation, filling its hour slot less a small gap, from 0 up to the amount in mm. */
export function precipitationBars(
  hours: readonly WeatherHour[],
  x: ScaleTime<number, number>,
  y: ScaleLinear<number, number>,
): PrecipitationBar[] {
  const bars: PrecipitationBar[] = [];
  for (const hour of hours) {
    if (!(hour.precipitation > 0)) continue;
    const left = x(new Date(hour.hour));
    const slot = x(new Date(hour.hour + HOUR_MS)) - left;
    const gap = Math.min(2, slot * 0.2);
    const top = y(hour.precipitation);
    bars.push({
      hour: hour.hour,
      x: left + gap / 2,
      y: top,
      width: Math.max(1, slot - gap),
      height: Math.max(0, y(0) - top),
      precipitation: hour.precipitation,
    });
  }
  return bars;
}

/** The temperature line's points, one in the middle of each hour slot. */
export function temperaturePoints(hours: readonly WeatherHour[], x: ScaleTime<number, number>, y: ScaleLinear<number, number>) {
  return hours.map((hour) => ({ hour: hour.hour, x: x(new Date(hour.hour + HOUR_MS / 2)), y: y(hour.temperature) }));
}

/** Every how many hours a sky icon fits above the plot without overlapping its neighbour. */
export function skyIconStep(slotWidth: number, iconSize: number): number {
  return Math.max(1, Math.ceil((iconSize + 2) / Math.max(1, slotWidth)));
}
