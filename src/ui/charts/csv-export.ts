import type { ChartSeries, ChartView } from './chart-types';
import { isoLocal } from './time-format';

export type CsvCell = string | number | null | undefined;

/** Byte order mark: Excel reads a CSV file as UTF-8 (Chinese labels intact) only when it starts with one. */
const BOM = '\uFEFF';

function cell(value: CsvCell): string {
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text with CRLF line ends, prefixed with a BOM. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A column title: "label (unit)", or the label alone for a unitless series. */
export function columnTitle(label: string, unit: string): string {
  return unit ? `${label} (${unit})` : label;
}

/**
 * The CSV of what a time chart shows: the visible series over the visible range, one row per bucket (the bucket's
 * start in local time) holding each series' last reading of that bucket, the value a reader hovering there sees.
 * Buckets where no series has a reading are left out; a series without a reading in a bucket has an empty cell.
 */
export function timeSeriesCsv(series: readonly ChartSeries[], view: ChartView): string {
  const byTime = new Map<number, (number | null)[]>();
  series.forEach(({ data }, column) => {
    for (let i = 0; i < data.count; i += 1) {
      const start = data.bucketStart[i] ?? NaN;
      const value = data.last[i] ?? NaN;
      if (Number.isNaN(value) || start < view.from || start > view.to) continue;
      let row = byTime.get(start);
      if (!row) {
        row = series.map(() => null);
        byTime.set(start, row);
      }
      row[column] = value;
    }
  });
  const header = ['time', ...series.map(({ label, unit }) => columnTitle(label, unit))];
  const rows = [...byTime.entries()].sort(([a], [b]) => a - b).map(([start, values]) => [isoLocal(start), ...values]);
  return csvText([header, ...rows]);
}
