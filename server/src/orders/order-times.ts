import { reject } from '../i18n/localized-error';
import { wallToEpoch } from './schedule/zone-clock';

// Times in order bodies: epoch ms, or 'YYYY-MM-DD HH:mm[:ss]' read in the project's zone (contract section 1).

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch ms of a body time; 401 naming the field when the text is not a real date and time. */
export function readBodyTime(value: number | string, timeZone: string, field: string): number {
  if (typeof value === 'number') return value;
  const match = WALL_TIME.exec(value);
  const [year, month, day, hour, minute, second] = (match?.slice(1) ?? []).map((part) => Number(part ?? 0));
  if (match && year !== undefined && month !== undefined && day !== undefined) {
    const wall = Date.UTC(year, month - 1, day, hour ?? 0, minute ?? 0, second ?? 0);
    const back = new Date(wall);
    // Date.UTC rolls 31 April over to 1 May: a date that does not exist is refused, not moved.
    if (back.getUTCMonth() === month - 1 && back.getUTCDate() === day && (hour ?? 0) < 24 && (minute ?? 0) < 60 && (second ?? 0) < 60) {
      return wallToEpoch(wall, timeZone);
    }
  }
  throw reject('work-orders.order.time-format', { field });
}
