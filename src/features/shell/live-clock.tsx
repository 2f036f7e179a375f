import { useLiveStreams } from '../../lib/live/live-context';
import { useObservable } from '../../lib/use-observable';
import { ClockFace } from './clock-face';

/** The clock on the live bus's `clock$`, which ticks every 10 s on the boundary; `since` until the first tick. */
export function LiveClock({ since }: { since: number }) {
  const now = useObservable(useLiveStreams()?.clock$, since);
  return <ClockFace now={now} />;
}
