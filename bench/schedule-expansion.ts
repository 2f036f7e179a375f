// Issue 14, "Measure": schedule expansion of 1,000 yearly plans over a ten-year range, against a baseline of 1,000
// daily plans over one month, measured in the same run. Both go through planPreview (the defaultJ route's work without
// its transport): reading the detail, expanding it in Asia/Shanghai, and writing the rows with their shown times.
// Plans differ (dates, finish times, daily hours) so no two are the same work. Each batch runs BENCH_RUNS times after
// one warm-up; the median is reported. Also timed once each, cold: a daily plan over ten years in a zone not used
// before (Europe/Berlin, every offset looked up for the first time) and the same plan again, warm.
import { planPreview } from '../server/src/orders/schedule/plan-preview';
import type { ScheduleDetail } from '../server/src/wire/schedules';
import { report } from './support/report';
import { median } from './support/median';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PLANS = 1_000;
const ZONE = 'Asia/Shanghai';
const TEN_YEARS = { beginTime: Date.UTC(2025, 11, 31, 16), endTime: Date.UTC(2035, 11, 31, 15, 59, 59) };
const ONE_MONTH = { beginTime: Date.UTC(2026, 2, 31, 16), endTime: Date.UTC(2026, 3, 30, 15, 59, 59) };

const pad = (value: number) => String(value).padStart(2, '0');

const yearlyPlan = (index: number): ScheduleDetail => ({
  taskStatus: 0,
  yearDate: [(index % 12) + 1, (index % 31) + 1],
  finishTime: (index % 366) + 1,
});
const dailyPlan = (index: number): ScheduleDetail => ({
  taskStatus: 4,
  dayDate: `${pad(index % 12)}:${pad(index % 60)}`,
  dayFinishTime: `${pad(12 + (index % 12))}:00`,
});

/** Expands every plan once; answers the time taken (ms) and the orders listed. */
function batch(plan: (index: number) => ScheduleDetail, range: { beginTime: number; endTime: number }): { ms: number; orders: number } {
  let orders = 0;
  const started = performance.now();
  for (let index = 0; index < PLANS; index += 1) {
    const answer = planPreview({ title: `plan ${index}`, ...range, executionScheduleDetail: plan(index) }, ZONE);
    if (!answer.ok) throw new Error(`plan ${index} refused: ${answer.problem.key}`);
    orders += answer.rows.length;
  }
  return { ms: performance.now() - started, orders };
}

function timed(plan: (index: number) => ScheduleDetail, range: { beginTime: number; endTime: number }): { ms: number; orders: number } {
  batch(plan, range);
  const runs = Array.from({ length: RUNS }, () => batch(plan, range));
  return { ms: median(runs.map((run) => run.ms)), orders: runs[0]?.orders ?? 0 };
}

function tenYearDaily(): number {
  const started = performance.now();
  const answer = planPreview(
    { title: 'cold', beginTime: Date.UTC(2026, 0, 1), endTime: Date.UTC(2035, 11, 31), executionScheduleDetail: dailyPlan(7) },
    'Europe/Berlin',
  );
  if (!answer.ok) throw new Error('ten-year daily plan refused');
  return performance.now() - started;
}

const yearly = timed(yearlyPlan, TEN_YEARS);
const daily = timed(dailyPlan, ONE_MONTH);
const coldTenYearDailyMs = tenYearDaily();
const warmTenYearDailyMs = tenYearDaily();

report('schedule-expansion', {
  'yearly plans': PLANS,
  'yearly orders (ten years)': yearly.orders,
  'yearly batch ms (median)': yearly.ms,
  'baseline daily plans': PLANS,
  'baseline daily orders (one month)': daily.orders,
  'baseline daily batch ms (median)': daily.ms,
  'yearly / daily batch time': yearly.ms / daily.ms,
  'yearly µs per order': (yearly.ms * 1000) / yearly.orders,
  'daily µs per order': (daily.ms * 1000) / daily.orders,
  'ten-year daily plan, cold zone, ms': coldTenYearDailyMs,
  'ten-year daily plan, warm, ms': warmTenYearDailyMs,
});
