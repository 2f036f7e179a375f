import type { AlarmChangeType, AlarmDto } from '../../server/src/wire/alarm';
import type { ChatEvent } from '../chat/chat-events';
import type { MessageCountsEvent } from '../protocol/message-counts';
import type { MonitoringPoint, Reading } from '../protocol/monitoring';
import type { SoundLightState } from '../protocol/sound-light';
import type { SocketState } from '../socket/socket-types';

/** What can go quiet or fail: the alarm list poll, the sound-light poll, the monitoring snapshot. */
export type FeedSource = 'alarms' | 'sound-light' | 'monitoring';

/** `socket-down`: the socket dropped after being open; `silent`: nothing heard for twice the poll period. */
export type StaleReason = 'socket-down' | 'silent';

/**
 * Every event on the live bus, named `resource/<name>`. `at` is the console's clock when the event was
 * produced (injected `now`), so reducers compare times from one clock only.
 */
export type BusEvent =
  | { type: 'session/changed'; signedIn: boolean; at: number }
  | { type: 'connection/state'; state: SocketState; at: number }
  /** Something arrived on the socket (throttled); proves the connection is alive. */
  | { type: 'connection/activity'; at: number }
  /** A pushed alarm change from the `alarms` topic. */
  | { type: 'alarm/changed'; change: AlarmChangeType; alarm: AlarmDto; at: number }
  /** The open alarms as polled (active, or cleared and unacknowledged); `scope` null is every visible project. */
  | {
      type: 'alarm/snapshot';
      scope: string | null;
      alarms: AlarmDto[];
      complete: boolean;
      requestedAt: number;
      at: number;
    }
  /** The server could not replay the alarm topic: a poll follows. */
  | { type: 'alarm/resync'; topic: string; at: number }
  | { type: 'sound-light/state'; state: SoundLightState; at: number }
  /** A pushed switch change (`sound-light` topic); projectId null is the global switch. */
  | {
      type: 'sound-light/changed';
      projectId: string | null;
      globalWarnState: number | null;
      globalWarnChannelState: number | null;
      at: number;
    }
  | { type: 'clock/tick'; now: number; at: number }
  | { type: 'monitoring/snapshot'; projectId: string; points: MonitoringPoint[]; readings: Reading[]; at: number }
  | { type: 'monitoring/readings'; projectId: string; readings: Reading[]; at: number }
  | { type: 'feed/succeeded'; source: FeedSource; at: number }
  | { type: 'feed/failed'; source: FeedSource; message: string; at: number }
  /** Emitted when staleness changes (see connection-store). */
  | { type: 'feed/stale'; stale: boolean; reason: StaleReason | null; at: number }
  | { type: 'topic/error'; topic: string; code: number | null; message: string; at: number }
  /** A source threw; the bus resubscribes it after a delay. */
  | { type: 'source/failed'; source: string; message: string; at: number }
  | ChatEvent
  | MessageCountsEvent;

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;
