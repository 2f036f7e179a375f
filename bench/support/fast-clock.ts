// A page clock that runs `speed` times faster than the real one from `startMs`, smoothly (no jumps: a jump makes the
// socket's heartbeat see minutes of silence and reconnect). Timers keep real time; only Date moves faster, so the
// cockpit's minute clock, sliding windows and "offline after" rules live through days while the bench runs minutes.

export interface FastClock {
  /** Real time (ms) at which fake time was `startMs`. */
  realOrigin: number;
  startMs: number;
  speed: number;
}

/** The fake time of `clock` at real time `realNow` (what the page's Date.now() answers then). */
export function fakeNow(clock: FastClock, realNow = Date.now()): number {
  return Math.round(clock.startMs + (realNow - clock.realOrigin) * clock.speed);
}

/** An init script (page.addInitScript) installing the fast clock in every document the page opens. */
export function fastClockScript(clock: FastClock): string {
  return `(() => {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const now = () => Math.round(${clock.startMs} + (realNow() - ${clock.realOrigin}) * ${clock.speed});
  class FastDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }
    static now() {
      return now();
    }
  }
  globalThis.Date = FastDate;
})()`;
}
