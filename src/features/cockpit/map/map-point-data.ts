import { color } from 'd3';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { OFFLINE_AFTER_INTERVALS } from '../../../../streams/cockpit/project-kpis';
import type { ReadingsState } from '../../../../streams/stores/readings-store';

export type Rgba = [number, number, number, number];

/** A point on the map: in alarm (the most serious open alarm's level colour), reporting normally, or silent. */
export type MapPointStatus = 'alarm' | 'normal' | 'offline';

export interface MapPointDatum {
  id: string;
  name: string;
  /** [longitude, latitude]. */
  position: [number, number];
  status: MapPointStatus;
  /** The most serious open alarm's level, 4 most serious; null without one. */
  severity: AlarmDto['severity'] | null;
  /** An alarm of this point waits for acknowledgement: the point pulses until someone acknowledges it. */
  pulsing: boolean;
  colour: Rgba;
  reading: { value: number; unit: string; ts: number } | null;
}

/** The colours of the states, from the theme in force (CSS colours; the alarm levels' from the chart engine). */
export interface MapPalette {
  normal: string;
  offline: string;
  severity: (severity: AlarmDto['severity']) => string;
}

/** A CSS colour as deck.gl's RGBA bytes; an unreadable one as opaque grey rather than black. */
export function toRgba(css: string): Rgba {
  const parsed = color(css)?.rgb();
  if (!parsed) return [128, 128, 128, 255];
  return [Math.round(parsed.r), Math.round(parsed.g), Math.round(parsed.b), Math.round(parsed.opacity * 255)];
}

/** Coordinates a point can be drawn at: finite, on the globe, and not the 0,0 an unset record carries. */
function positionOf(point: Point): [number, number] | null {
  const { longitude, latitude } = point;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90 || (longitude === 0 && latitude === 0)) return null;
  return [longitude, latitude];
}

interface PointAlarm {
  severity: AlarmDto['severity'];
  pulsing: boolean;
}

/**
 * Per point, the most serious open alarm (active, or cleared but not yet acknowledged: an alarm that came and went at
 * night still needs someone to see it) and whether any of them waits for acknowledgement.
 */
function alarmsByPoint(active: readonly AlarmDto[], unacknowledged: readonly AlarmDto[], projectId: string): Map<string, PointAlarm> {
  const byPoint = new Map<string, PointAlarm>();
  const add = (alarm: AlarmDto) => {
    if (alarm.projectId !== projectId) return;
    const current = byPoint.get(alarm.pointId);
    byPoint.set(alarm.pointId, {
      severity: current && current.severity > alarm.severity ? current.severity : alarm.severity,
      pulsing: (current?.pulsing ?? false) || !alarm.acknowledged,
    });
  };
  active.forEach(add);
  unacknowledged.forEach(add);
  return byPoint;
}

export interface MapPointInput {
  projectId: string;
  points: readonly Point[];
  /** The alarm store's active and unacknowledged lists (every project the user sees; narrowed here). */
  active: readonly AlarmDto[];
  unacknowledged: readonly AlarmDto[];
  /** The readings store's newest reading per point; the point list's own `latest` covers points it has none for. */
  latest: ReadingsState['latest'];
  now: number;
  palette: MapPalette;
}

/**
 * The map's points: those of the project with coordinates, coloured by alarm state (the most serious open alarm's
 * level colour), otherwise normal while reporting, or offline after three reporting intervals of silence (the rule
 * the KPI tiles and the charts' gaps use). The newest reading (live store first) goes with each for the tooltip.
 */
export function mapPointData({ projectId, points, active, unacknowledged, latest, now, palette }: MapPointInput): MapPointDatum[] {
  const alarms = alarmsByPoint(active, unacknowledged, projectId);
  const normal = toRgba(palette.normal);
  const offline = toRgba(palette.offline);
  // Parsed once per level, not once per point in alarm.
  const levels = new Map<AlarmDto['severity'], Rgba>();
  const levelColour = (severity: AlarmDto['severity']) => {
    let rgba = levels.get(severity);
    if (!rgba) {
      rgba = toRgba(palette.severity(severity));
      levels.set(severity, rgba);
    }
    return rgba;
  };
  const data: MapPointDatum[] = [];
  for (const point of points) {
    if (point.projectId !== projectId) continue;
    const position = positionOf(point);
    if (!position) continue;
    const live = latest[point.id];
    const listed = point.latest;
    const newest = live && (!listed || live.ts >= listed.ts) ? live : listed;
    const reading = newest ? { value: newest.value, unit: point.unit, ts: newest.ts } : null;
    const alarm = alarms.get(point.id) ?? null;
    const silent = !reading || now - reading.ts > OFFLINE_AFTER_INTERVALS * point.intervalSeconds * 1000;
    const status: MapPointStatus = alarm ? 'alarm' : silent ? 'offline' : 'normal';
    data.push({
      id: point.id,
      name: point.name,
      position,
      status,
      severity: alarm?.severity ?? null,
      pulsing: alarm?.pulsing ?? false,
      colour: alarm ? levelColour(alarm.severity) : status === 'normal' ? normal : offline,
      reading,
    });
  }
  return data;
}
