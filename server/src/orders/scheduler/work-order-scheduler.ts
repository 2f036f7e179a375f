import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createDueOrders } from './plan-occurrences';

/** Orders appear a day before they begin, so people see tomorrow's work today. */
export const SCHEDULER_LEAD_MS = 86_400_000;
/** How often active plans are looked at. Orders begin on whole days or minutes; a minute is soon enough. */
export const SCHEDULER_INTERVAL_MS = 60_000;

export interface SchedulerRun {
  plans: number;
  orders: number;
}

/**
 * Creates the due orders of every active plan: once when started, then every SCHEDULER_INTERVAL_MS. Restart-safe
 * and never twice: each plan keeps a cursor, and an order is unique per (plan, occurrence), inserted ignoring a
 * duplicate, so a restart, a crash between the two writes or a second server changes nothing.
 */
export class WorkOrderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SchedulerRun> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One pass at `now`; a pass already under way is joined instead of run twice. */
  runOnce(now = Date.now()): Promise<SchedulerRun> {
    this.running ??= this.pass(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(now: number): Promise<SchedulerRun> {
    const horizon = now + SCHEDULER_LEAD_MS;
    const plans = await this.db
      .selectFrom('workOrderPlan')
      .selectAll()
      .where('state', '=', 1)
      .where('beginTime', '<=', horizon)
      .where((eb) =>
        eb.or([eb('createdUntil', 'is', null), eb.and([eb('createdUntil', '<', horizon), eb('createdUntil', '<', eb.ref('endTime'))])]),
      )
      .execute();
    let orders = 0;
    for (const plan of plans) {
      try {
        orders += await createDueOrders(this.db, plan, horizon, now);
      } catch (error) {
        // One plan's failure must not keep the others' orders from being created.
        this.log.error({ err: error, planId: plan.id }, 'work-order scheduler: plan failed');
      }
    }
    if (orders > 0) this.log.info({ plans: plans.length, orders }, 'work-order scheduler created orders');
    return { plans: plans.length, orders };
  }

  async start(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.log.error({ err: error }, 'work-order scheduler failed'));
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.log.error({ err: error }, 'work-order scheduler failed'));
    }, SCHEDULER_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
