import { isRecord, toFiniteNumber, toText } from '../lib/guards';
import { checkSoundLightState } from './wire-checks/alarm-settings.generated';

/** One line of the sound-and-light warning lists (spec 000 section 3, warning data). */
export interface WarnItem {
  pointName: string;
  attrName: string;
  alertValue: number | string | null;
  unit: string;
}

/** `GET /api/deploy/alertConfiguration/querySoundLightAlarm` data, kept as the server states it. */
export interface SoundLightState {
  globalWarnState: number;
  /** The sound-and-light switch: 1 on, 0 off (toggled with updateSoundLightAlarm/{state}). */
  globalWarnChannelState: number;
  waterQualityWarnList: WarnItem[];
  waterLevelWarnList: WarnItem[];
  /** Sluice's third list: the dam's seepage, osmotic-pressure and displacement instruments (empty from other servers). */
  safetyWarnList: WarnItem[];
}

function parseWarnItem(value: unknown): WarnItem | null {
  if (!isRecord(value)) return null;
  const raw = value.alertValue;
  return {
    pointName: toText(value.pointName),
    attrName: toText(value.attrName),
    alertValue: typeof raw === 'number' || typeof raw === 'string' ? raw : null,
    unit: toText(value.unit),
  };
}

function parseWarnList(value: unknown): WarnItem[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseWarnItem).filter((item): item is WarnItem => item !== null);
}

/**
 * Sluice's answer passes the wire schema (server/src/wire/alarm-settings.ts) and is taken as it is; another server's
 * is read field by field, a list it lacks read as empty.
 */
export function parseSoundLight(value: unknown): SoundLightState | null {
  if (checkSoundLightState(value)) return value;
  if (!isRecord(value)) return null;
  const channel = toFiniteNumber(value.globalWarnChannelState);
  if (channel === null) return null;
  return {
    globalWarnState: toFiniteNumber(value.globalWarnState) ?? 0,
    globalWarnChannelState: channel,
    waterQualityWarnList: parseWarnList(value.waterQualityWarnList),
    waterLevelWarnList: parseWarnList(value.waterLevelWarnList),
    safetyWarnList: parseWarnList(value.safetyWarnList),
  };
}
