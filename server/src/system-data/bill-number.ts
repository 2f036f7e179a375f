import dayjs from 'dayjs';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { refuse } from '../i18n/localized-error';
import type { BillDateFormat, BillResetCycle } from '../wire/bill-rule';

// The next bill number (GET /system/BillRule/BillNumber/{id or enCode}). It must never repeat, under any number of
// concurrent callers, on SQLite and PostgreSQL: one UPDATE ... RETURNING moves the sequence and its reset period
// together. PostgreSQL locks the row for the UPDATE, and a second caller's UPDATE re-reads the row the first one
// committed; SQLite runs one write at a time. The reset compares the stored period with the current one inside that
// same statement, so two callers at a period change cannot both restart the sequence.

/** The period a sequence runs in: a new one restarts it at startNumber. */
export function periodOf(cycle: string, now: dayjs.Dayjs): string {
  if (cycle === 'daily') return now.format('YYYYMMDD');
  if (cycle === 'monthly') return now.format('YYYYMM');
  if (cycle === 'yearly') return now.format('YYYY');
  return 'all';
}

/** How fine each date format is, and how fine a reset cycle needs it: a number restarting daily must carry the day. */
const FORMAT_GRAIN: Record<BillDateFormat, number> = { none: 0, YYYY: 1, YYYYMM: 2, YYYYMMDD: 3 };
const CYCLE_GRAIN: Record<BillResetCycle, number> = { none: 0, yearly: 1, monthly: 2, daily: 3 };

/** A rule whose sequence restarts more often than its date part changes would repeat numbers: refused at save. */
export function checkRuleShape(dateFormat: BillDateFormat, resetCycle: BillResetCycle): void {
  if (CYCLE_GRAIN[resetCycle] > FORMAT_GRAIN[dateFormat]) throw refuse('system-data.bill.cycle-needs-date');
}

export function formatBillNumber(rule: { prefix: string; dateFormat: string; digit: number }, sequence: number, now: dayjs.Dayjs): string {
  const datePart = rule.dateFormat === 'none' ? '' : now.format(rule.dateFormat);
  return `${rule.prefix}${datePart}${String(sequence).padStart(rule.digit, '0')}`;
}

/** Issues the next number of the enabled rule with this id or enCode; 400 when there is none or it is disabled. */
export async function issueBillNumber(db: Db, idOrCode: string, now = dayjs()): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const rule = await trx
      .selectFrom('billRule')
      .select(['id', 'resetCycle', 'enabledMark'])
      .where((eb) => eb.or([eb('id', '=', idOrCode), eb('enCode', '=', idOrCode)]))
      .executeTakeFirst();
    if (!rule) throw refuse('system-data.bill.missing');
    if (rule.enabledMark !== 1) throw refuse('system-data.bill.disabled');
    const period = periodOf(rule.resetCycle, now);
    const issued = await trx
      .updateTable('billRule')
      .set({
        currentNumber: sql<number>`case when current_period = ${period} and current_number is not null then current_number + 1 else start_number end`,
        currentPeriod: period,
      })
      .where('id', '=', rule.id)
      .returning(['currentNumber', 'prefix', 'dateFormat', 'digit'])
      .executeTakeFirstOrThrow();
    const number = formatBillNumber(issued, Number(issued.currentNumber), now);
    await trx.updateTable('billRule').set({ outputNumber: number }).where('id', '=', rule.id).execute();
    return number;
  });
}
