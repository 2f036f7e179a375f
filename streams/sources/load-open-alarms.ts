import { isRecord, toFiniteNumber } from '../lib/guards';
import type { AlarmDto } from '../../server/src/wire/alarm';
import { parseAlarm } from '../protocol/alarm';
import type { HttpGet } from '../protocol/http';

export const ALARMS_PATH = '/api/monitoring/alarms';

/**
 * `open` is the Sluice server's default for the alarm list: active alarms plus cleared ones nobody has
 * acknowledged yet, which is exactly what a duty officer still has to deal with.
 */
export const OPEN_STATE = 'open';

export interface OpenAlarms {
  alarms: AlarmDto[];
  /** False when pages were cut short or a row could not be read: the store must not infer clearances. */
  complete: boolean;
}

interface Page {
  alarms: AlarmDto[];
  rows: number;
  dropped: number;
  total: number;
}

function parsePage(data: unknown): Page {
  if (!isRecord(data) || !Array.isArray(data.list)) throw new Error('Malformed alarm list');
  const alarms = data.list.map(parseAlarm).filter((a): a is AlarmDto => a !== null);
  const total = isRecord(data.pagination) ? toFiniteNumber(data.pagination.total) : null;
  return { alarms, rows: data.list.length, dropped: data.list.length - alarms.length, total: total ?? data.list.length };
}

/** Reads every page of open alarms (`state=open`), up to `maxPages` pages. */
export async function loadOpenAlarms(http: HttpGet, signal: AbortSignal, pageSize: number, maxPages: number): Promise<OpenAlarms> {
  const alarms: AlarmDto[] = [];
  let rows = 0;
  let dropped = 0;
  for (let currentPage = 1; currentPage <= maxPages; currentPage += 1) {
    const page = parsePage(await http(ALARMS_PATH, { state: OPEN_STATE, currentPage, pageSize }, { signal }));
    alarms.push(...page.alarms);
    rows += page.rows;
    dropped += page.dropped;
    if (page.rows < pageSize || rows >= page.total) return { alarms, complete: dropped === 0 };
  }
  return { alarms, complete: false };
}
