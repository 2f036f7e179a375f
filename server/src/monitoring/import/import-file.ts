import { refuse } from '../../i18n/localized-error';
import { INGEST_LIMITS } from '../ingest/ingest-types';
import type { PointIndex } from '../point-cache';
import { readCsvReadings, type ParsedReadings } from './csv-readings';
import { decodeText, readRecords } from './file-records';
import { isToa5, readToa5Readings } from './toa5-readings';

export type ImportFormat = 'auto' | 'csv' | 'toa5';

/**
 * Turns an uploaded file into readings: TOA5 when its first field is "TOA5" (or format says so), CSV otherwise.
 * File-level problems (unreadable CSV, malformed TOA5 header, bad mapping, too many readings) throw a 400 error
 * so nothing of the file is stored; row-level problems travel with the readings and are rejected per row.
 */
export function readImportFile(
  buffer: Buffer,
  options: { format: ImportFormat; mapping?: string | undefined },
  points: PointIndex,
): ParsedReadings {
  if (buffer.length === 0) throw refuse('import.file-empty');
  const text = decodeText(buffer);
  if (text.includes('\u0000')) throw refuse('import.file-binary');
  const records = readRecords(text);
  if (records.length === 0) throw refuse('import.file-empty');
  const toa5 = options.format === 'toa5' || (options.format === 'auto' && isToa5(records));
  if (options.format === 'toa5' && !isToa5(records)) throw refuse('import.toa5-line-one');
  const parsed = toa5 ? readToa5Readings(records, options.mapping, points) : readCsvReadings(records, points);
  if (parsed.readings.length > INGEST_LIMITS.importReadings) {
    throw refuse('import.too-many-readings', { count: parsed.readings.length, max: INGEST_LIMITS.importReadings });
  }
  return parsed;
}
