import type { FastifyBaseLogger } from 'fastify';
import { sweepAbandoned } from './chunk-store';

/** Chunks untouched this long belong to an upload nobody will finish (issue 13: "after a day"). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sweeps abandoned chunks now and then every hour, on a timer that never keeps the process alive. `now` is the clock,
 * injectable for tests. Returns the stop function (the server's onClose).
 */
export function startChunkSweeper(root: string, log: FastifyBaseLogger, now: () => number = Date.now): () => void {
  const sweep = () => {
    sweepAbandoned(root, now(), ABANDONED_AFTER_MS).then(
      (removed) => {
        if (removed > 0) log.info({ removed }, 'abandoned upload chunks removed');
      },
      (error: unknown) => log.warn({ err: error }, 'sweeping upload chunks failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
