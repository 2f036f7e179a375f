import { SOUND_LIGHT_PATH } from '../../../streams/sources/alarm-poll';
import { ALARMS_PATH } from '../../../streams/sources/load-open-alarms';
import { parseAlarm } from '../../../streams/protocol/alarm';
import { parseSoundLight, type SoundLightState } from '../../../streams/protocol/sound-light';
import { toFiniteNumber, toNullableText, toText } from '../../../streams/lib/guards';
import { http } from '../../lib/api-client';
import type { AlarmDto, AlarmFilter, AlarmLogEntry, AlarmPage } from './alarm-types';

const SOUND_LIGHT_UPDATE_PATH = '/api/deploy/alertConfiguration/updateSoundLightAlarm';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function parsePage(data: unknown, currentPage: number, pageSize: number): AlarmPage {
  const rows = isRecord(data) && Array.isArray(data.list) ? data.list : [];
  const pagination = isRecord(data) && isRecord(data.pagination) ? data.pagination : {};
  return {
    list: rows.map(parseAlarm).filter((alarm): alarm is AlarmDto => alarm !== null),
    pagination: {
      currentPage: toFiniteNumber(pagination.currentPage) ?? currentPage,
      pageSize: toFiniteNumber(pagination.pageSize) ?? pageSize,
      total: toFiniteNumber(pagination.total) ?? rows.length,
    },
  };
}

function parseLogEntry(value: unknown, index: number): AlarmLogEntry {
  const row = isRecord(value) ? value : {};
  return {
    id: toText(row.id, String(index)),
    at: toFiniteNumber(row.at) ?? 0,
    action: toText(row.action),
    severity: toFiniteNumber(row.severity) ?? 0,
    severityName: toText(row.severityName),
    state: toText(row.state),
    acknowledged: row.acknowledged === true || row.acknowledged === 1,
    value: toFiniteNumber(row.value),
    userName: toNullableText(row.userName),
    comment: toNullableText(row.comment),
    revision: toFiniteNumber(row.revision) ?? 0,
  };
}

/** Paged alarm history, newest first. The filter maps onto the server's query parameters. */
export function alarmQueryParams(filter: AlarmFilter, currentPage: number, pageSize: number): Record<string, string | number> {
  return {
    state: filter.state,
    ...(filter.projectId ? { projectId: filter.projectId } : {}),
    ...(filter.severity ? { severity: filter.severity } : {}),
    ...(filter.acknowledged === undefined ? {} : { acknowledged: String(filter.acknowledged) }),
    currentPage,
    pageSize,
    sidx: 'raisedAt',
    sort: 'desc',
  };
}

/** The alarm area's calls (contract section 8, server/docs/alarms.md). */
export const alarmsApi = {
  list: async (filter: AlarmFilter, currentPage: number, pageSize: number, signal?: AbortSignal): Promise<AlarmPage> =>
    parsePage(
      await http.get<unknown>(ALARMS_PATH, alarmQueryParams(filter, currentPage, pageSize), signal ? { signal } : {}),
      currentPage,
      pageSize,
    ),
  /** Acknowledges with the required comment; resolves with the alarm as the server now has it. */
  acknowledge: async (id: string, comment: string): Promise<AlarmDto> => {
    const alarm = parseAlarm(await http.post<unknown>(`${ALARMS_PATH}/${encodeURIComponent(id)}/Actions/Ack`, { comment }));
    if (!alarm) throw new Error('The server answered the acknowledgement without the alarm');
    return alarm;
  },
  log: async (id: string, signal?: AbortSignal): Promise<AlarmLogEntry[]> => {
    const data = await http.get<unknown>(`${ALARMS_PATH}/${encodeURIComponent(id)}/log`, {}, signal ? { signal } : {});
    return isRecord(data) && Array.isArray(data.list) ? data.list.map(parseLogEntry) : [];
  },
  soundLight: async (): Promise<SoundLightState> => {
    const state = parseSoundLight(await http.get<unknown>(SOUND_LIGHT_PATH));
    if (!state) throw new Error('Malformed sound-light state');
    return state;
  },
  /** The same read in the background: a failure is left to the poll and the stale banner, not a toast. */
  soundLightQuietly: async (): Promise<SoundLightState> => {
    const state = parseSoundLight(await http.get<unknown>(SOUND_LIGHT_PATH, {}, { noTip: true }));
    if (!state) throw new Error('Malformed sound-light state');
    return state;
  },
  /** Switches the sound-and-light alarm on ('1') or off ('0') (spec section 4). */
  setSoundLight: (on: boolean): Promise<unknown> => http.post<unknown>(`${SOUND_LIGHT_UPDATE_PATH}/${on ? '1' : '0'}`),
};
