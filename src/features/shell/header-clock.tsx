import { lazy, Suspense, useMemo } from 'react';
import { ClockFace } from './clock-face';

// The live layer (socket, stores, rxjs, immer) is not part of the shell's first load: the clock joins it once it
// arrives and shows the time it was drawn until then.
const LiveClock = lazy(() => import('./live-clock').then((module) => ({ default: module.LiveClock })));

/** The top bar's clock: the live bus's `clock$`, refreshed every 10 s on the boundary. */
export function HeaderClock() {
  const drawnAt = useMemo(() => Date.now(), []);
  return (
    <Suspense fallback={<ClockFace now={drawnAt} />}>
      <LiveClock since={drawnAt} />
    </Suspense>
  );
}
