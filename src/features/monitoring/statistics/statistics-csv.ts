import type { PointStatistics } from '../../../../server/src/wire/dam-monitoring';
import { columnTitle, csvText, type CsvCell } from '../../../ui/charts/csv-export';
import { isoLocal } from '../../../ui/charts/time-format';

/** The column headings of a statistics export, in the interface language. */
export interface StatisticsHeadings {
  code: string;
  name: string;
  count: string;
  min: string;
  max: string;
  mean: string;
  last: string;
  lastTime: string;
  change: string;
  rate: string;
}

const rounded = (value: number | null): CsvCell => (value === null ? null : Number(value.toFixed(4)));

/**
 * The statistics table as CSV: one row per point, the unit in each value heading (points of one kind may differ,
 * so a column holds the unit of its rows when they share one, and the unit joins each value otherwise).
 */
export function statisticsCsv(rows: readonly PointStatistics[], headings: StatisticsHeadings, perDay: string): string {
  const units = new Set(rows.map((row) => row.unit));
  const unit = units.size === 1 ? ([...units][0] ?? '') : '';
  const header = [
    headings.code,
    headings.name,
    headings.count,
    columnTitle(headings.min, unit),
    columnTitle(headings.max, unit),
    columnTitle(headings.mean, unit),
    columnTitle(headings.last, unit),
    headings.lastTime,
    columnTitle(headings.change, unit),
    columnTitle(headings.rate, unit ? `${unit}/${perDay}` : ''),
  ];
  const body = rows.map((row) => [
    row.pointCode,
    unit ? row.pointName : `${row.pointName} (${row.unit})`,
    row.count,
    rounded(row.min),
    rounded(row.max),
    rounded(row.mean),
    rounded(row.last),
    row.lastTs === null ? null : isoLocal(row.lastTs),
    rounded(row.change),
    rounded(row.ratePerDay),
  ]);
  return csvText([header, ...body]);
}
