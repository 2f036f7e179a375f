import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerBus } from '../../lib/server-bus';
import { AlarmEngine, STALE_CHECK_INTERVAL_MS } from './alarm-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** Judges every stored reading; routes call it to reload a point's settings after they change. */
    alarmEngine: AlarmEngine;
  }
}

// The decoration lives in the context the plugin is registered in (under /api); code holding only the root app
// (tests, the websocket hub) finds the engine through the app's bus instead.
const ENGINES = new WeakMap<ServerBus, AlarmEngine>();

/** The engine serving an app, looked up by the app's bus. */
export function alarmEngineFor(bus: ServerBus): AlarmEngine | undefined {
  return ENGINES.get(bus);
}

export interface AlarmEnginePluginOptions {
  clock?: () => number;
  staleCheckIntervalMs?: number;
}

/**
 * Starts the alarm engine with the app: it listens to `readings.stored` from registration on, checks for stale
 * points every 30 s once the app is ready (unless STALE_CHECKS is off), and stops (after finishing queued work) when the app closes.
 */
export const alarmEnginePlugin = fp(
  async (app: FastifyInstance, options: AlarmEnginePluginOptions) => {
    const engine = new AlarmEngine({ db: app.db, dialect: app.dialect, bus: app.bus, clock: options.clock, log: app.log });
    app.decorate('alarmEngine', engine);
    ENGINES.set(app.bus, engine);
    engine.start();
    app.addHook('onReady', async () => {
      if (app.config.staleChecks) engine.startStaleTimer(options.staleCheckIntervalMs ?? STALE_CHECK_INTERVAL_MS);
    });
    app.addHook('onClose', async () => {
      await engine.stop();
      ENGINES.delete(app.bus);
    });
  },
  { name: 'alarm-engine' },
);
