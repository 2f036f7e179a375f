import { EventEmitter } from 'node:events';

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

/** The alarm as the API returns it (contract section 8), plus Sluice's additions. */
export interface AlarmDto {
  id: string;
  pointId: string;
  pointName: string;
  projectId: string;
  damId: string;
  severity: 1 | 2 | 3 | 4;
  severityName: string;
  kind: 'threshold' | 'rate' | 'stale';
  state: 'active' | 'cleared';
  acknowledged: boolean;
  value: number | null;
  unit: string;
  message: string;
  raisedAt: number;
  clearedAt: number | null;
  ackBy: string | null;
  ackAt: number | null;
  ackComment: string | null;
  /** Increases by one on every change, so a console can keep the newest copy from push or poll. */
  revision: number;
  updatedAt: number;
}

export type AlarmChangeType = 'raised' | 'updated' | 'cleared' | 'acknowledged';

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
