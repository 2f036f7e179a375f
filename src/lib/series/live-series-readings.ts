import { EMPTY, filter, map, switchMap, type Observable } from 'rxjs';
import { TOPIC } from '../../../server/src/wire/hub';
import { SERIES_BAD_QUALITY } from '../../../server/src/wire/series-limits';
import type { EventBus } from '../../../streams/bus/event-bus';
import type { LiveStreams } from '../../../streams/create-live-streams';
import type { Reading } from '../../../streams/protocol/monitoring';
import type { SeriesReading } from '../../../workers/series-types';

/**
 * One pushed reading as a series reading of `channel` (the point's own value when null), or null if it lacks it. A bad
 * reading keeps its time with a null value, as the series call sends it, so the line breaks there too.
 */
export function toSeriesReading(reading: Reading, channel: string | null): SeriesReading | null {
  const value = channel ? reading.values?.[channel] : reading.value;
  if (value === undefined) return null;
  return { ts: reading.ts, value: (reading.quality ?? 0) >= SERIES_BAD_QUALITY ? null : value };
}

/**
 * The readings of one point (and channel) as the monitoring feed pushes them on the bus (`monitoring/readings`, from
 * the `monitoring/<projectId>` topic of the selected project), in batches as they came.
 */
export function seriesReadings$(bus: Pick<EventBus, 'on'>, pointId: string, channel: string | null): Observable<SeriesReading[]> {
  return bus.on('monitoring/readings').pipe(
    map((event) =>
      event.readings
        .filter((reading) => reading.pointId === pointId)
        .map((reading) => toSeriesReading(reading, channel))
        .filter((reading): reading is SeriesReading => reading !== null),
    ),
    filter((readings) => readings.length > 0),
  );
}

/**
 * When the readings of the point's own topic (`monitoring/point/<pointId>`) may have gaps the socket will never fill:
 * a resync (the server could not replay what the socket missed, or the console held too many events out of order),
 * and the server's answer to joining the topic. Readings stored between a chart's load and that answer went to no
 * one: a chart that loaded before the socket joined would miss them until the next resync. Subscribing joins the
 * topic, shared with `followPoint` (the socket joins a topic once), so every live chart hears its point's resyncs.
 */
export function seriesResyncs$(live: Pick<LiveStreams, 'socket$'>, pointId: string): Observable<unknown> {
  return live.socket$.pipe(
    switchMap((socket) => (socket ? socket.topic$(TOPIC.point(pointId)) : EMPTY)),
    filter((message) => message.kind === 'resync' || message.kind === 'subscribed'),
  );
}

/**
 * `seriesReadings$` from whichever live streams are current, none while there are none. A chart's series session
 * takes this rather than one bus, so it lives on when the streams come (after the chart's first render) or change.
 */
export function liveSeriesReadings$(
  live$: Observable<LiveStreams | null>,
  pointId: string,
  channel: string | null,
): Observable<SeriesReading[]> {
  return live$.pipe(switchMap((live) => (live ? seriesReadings$(live.bus, pointId, channel) : EMPTY)));
}

/** `seriesResyncs$` from whichever live streams are current; joining a new socket's topic answers as a resync does. */
export function liveSeriesResyncs$(live$: Observable<LiveStreams | null>, pointId: string): Observable<unknown> {
  return live$.pipe(switchMap((live) => (live ? seriesResyncs$(live, pointId) : EMPTY)));
}
