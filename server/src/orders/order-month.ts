import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database';
import { epochToWall } from './schedule/zone-clock';

// The month ('YYYY-MM') of an epoch-ms column in a time zone, as SQL, so the statistics group by month in the database
// on both dialects. PostgreSQL converts with its own zone database. SQLite has none: the zone's current UTC offset is
// added before strftime, which is exact for a zone without daylight saving (the site's Asia/Shanghai); a zone that
// changes its clocks would count an order within an hour of a month's edge in the neighbouring month.
// Both are literals, not parameters: PostgreSQL matches a GROUP BY expression to the select's by its text, and two
// placeholders ($1 and $4) would differ. The zone is the site's, never a caller's text.

export function zoneMonth(dialect: Dialect, column: string, timeZone: string): RawBuilder<string> {
  if (dialect === 'postgres') {
    return sql<string>`to_char(to_timestamp(${sql.ref(column)} / 1000.0) at time zone ${sql.lit(timeZone)}, 'YYYY-MM')`;
  }
  const now = Date.now();
  const offsetSeconds = Math.round((epochToWall(now, timeZone) - now) / 1000);
  return sql<string>`strftime('%Y-%m', ${sql.ref(column)} / 1000 + ${sql.lit(offsetSeconds)}, 'unixepoch')`;
}
