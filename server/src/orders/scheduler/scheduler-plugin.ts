import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WorkOrderScheduler } from './work-order-scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Creates plans' due orders (orders/scheduler/); routes call runOnce after a plan changes. */
    workOrderScheduler: WorkOrderScheduler;
  }
}

/** Starts the work-order scheduler when the server is ready (its first pass is awaited) and stops it on close. */
export const workOrderSchedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const scheduler = new WorkOrderScheduler(app.db, app.log.child({ area: 'work-order-scheduler' }));
    app.decorate('workOrderScheduler', scheduler);
    app.addHook('onReady', () => scheduler.start());
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'sluice-work-order-scheduler' },
);
