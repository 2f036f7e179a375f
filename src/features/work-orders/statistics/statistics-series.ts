import type { OrderType } from '../../../../server/src/wire/work-orders-codes';
import type { OrderStatistics } from '../../../../server/src/wire/work-orders-statistics';

/** Every month 'YYYY-MM' from the first to the last, so a month without orders shows as an empty bar, not a gap. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  // Bounded: a range of decades still ends; the statistics page asks for a year or two.
  while ((year < lastYear || (year === lastYear && month <= lastMonth)) && months.length < 600) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The month chart's stacks: one series per kind, one value per month of the range. */
export function monthSeries(
  statistics: OrderStatistics,
  months: readonly string[],
  kinds: readonly OrderType[],
): { kind: OrderType; values: number[] }[] {
  return kinds.map((kind) => ({
    kind,
    values: months.map((month) => statistics.byMonth.find((row) => row.month === month && row.orderType === kind)?.count ?? 0),
  }));
}

/** The count of one key in a by-type or by-status list (0 when absent). */
export function countOf<Row extends { count: number }>(rows: readonly Row[], match: (row: Row) => boolean): number {
  return rows.find(match)?.count ?? 0;
}
