import { EventEmitter } from 'node:events';
import type { AlarmChangeType, AlarmDto } from '../wire/alarm';

/** A reading as stored, with the ownership the hub needs to route it. */
export interface StoredReading {
  pointId: string;
  damId: string;
  projectId: string;
  ts: number;
  value: number;
  values?: Record<string, number>;
  quality: number;
}

export interface ServerBusEvents {
  /** After a batch of readings is committed. */
  'readings.stored': [readings: StoredReading[]];
  /** After an alarm change is committed. */
  'alarm.changed': [change: { type: AlarmChangeType; alarm: AlarmDto }];
  /** After the sound-and-light switch of a project (or the global one, projectId null) changes. */
  'sound-light.changed': [state: { projectId: string | null; globalWarnState: number; globalWarnChannelState: number }];
}

/** In-process events between the ingest path, the alarm engine and the websocket hub. Listeners must not throw. */
export class ServerBus extends EventEmitter<ServerBusEvents> {}
