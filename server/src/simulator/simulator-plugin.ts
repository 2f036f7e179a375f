import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DamSimulator } from './simulator';

/**
 * Runs the demo dam simulator while the server runs, unless `config.simulator` is false (SIMULATOR=off; tests
 * build the app with it off). Needs `app.ingest` (monitoring-plugin.ts) registered first.
 */
export const simulatorPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.simulator) return;
    const simulator = new DamSimulator({ db: app.db, ingest: app.ingest, log: app.log.child({ area: 'simulator' }) });
    app.addHook('onReady', async () => {
      simulator.start();
    });
    app.addHook('onClose', async () => {
      await simulator.stop();
    });
  },
  { name: 'sluice-simulator', dependencies: ['sluice-monitoring'] },
);
