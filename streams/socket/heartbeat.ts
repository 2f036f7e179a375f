import type { SchedulerLike, Subscription } from 'rxjs';
import { interval } from 'rxjs';

export interface HeartbeatOptions {
  scheduler: SchedulerLike;
  /** How often to ping while open (seed: 20 s). */
  pingEveryMs: number;
  /** Silence after which the connection is presumed dead (seed: 45 s). */
  idleTimeoutMs: number;
  ping: () => void;
  onIdle: () => void;
}

/**
 * Keeps an open socket honest: pings on a fixed period and calls `onIdle` when nothing at all has been
 * received for `idleTimeoutMs`. A half-open TCP connection (laptop lid, NAT timeout) never fires `close`,
 * so without this the console would sit on a dead socket believing it is live.
 */
export class Heartbeat {
  private pinger: Subscription | null = null;
  private watchdog: Subscription | null = null;
  private lastReceivedAt = 0;

  constructor(private readonly options: HeartbeatOptions) {}

  start(): void {
    this.stop();
    const { scheduler, pingEveryMs, ping } = this.options;
    this.lastReceivedAt = scheduler.now();
    this.pinger = interval(pingEveryMs, scheduler).subscribe(() => ping());
    this.arm(this.options.idleTimeoutMs);
  }

  /** Called on every received frame; cheap, because the watchdog re-arms only when it fires. */
  received(): void {
    this.lastReceivedAt = this.options.scheduler.now();
  }

  stop(): void {
    this.pinger?.unsubscribe();
    this.watchdog?.unsubscribe();
    this.pinger = null;
    this.watchdog = null;
  }

  private arm(delayMs: number): void {
    const { scheduler, idleTimeoutMs, onIdle } = this.options;
    this.watchdog = scheduler.schedule(() => {
      const silentFor = scheduler.now() - this.lastReceivedAt;
      if (silentFor >= idleTimeoutMs) {
        this.stop();
        onIdle();
      } else {
        this.arm(idleTimeoutMs - silentFor);
      }
    }, delayMs);
  }
}
