import { isRecord, toFiniteNumber, toNullableText } from '../lib/guards';
import { parseAlarm, parseAlarmChangeType } from '../protocol/alarm';
import { parsePointReadingsPayload } from '../protocol/monitoring';
import type { TopicMessage } from '../socket/socket-types';
import type { AlarmPollResult } from '../sources/alarm-poll';
import type { MonitoringFrame } from '../sources/monitoring-frame';
import type { BusEvent } from './bus-events';

/** Translations from each source's own values to bus events; pure, so the mapping is tested without I/O. */

function topicError(message: Extract<TopicMessage, { kind: 'error' }>, at: number): BusEvent {
  return { type: 'topic/error', topic: message.topic, code: message.code, message: message.message, at };
}

export function alarmTopicToBus(message: TopicMessage, at: number): BusEvent[] {
  if (message.kind === 'resync') return [{ type: 'alarm/resync', topic: message.topic, at }];
  if (message.kind === 'error') return [topicError(message, at)];
  if (message.kind !== 'event') return [];
  const alarm = parseAlarm(message.payload);
  return alarm ? [{ type: 'alarm/changed', change: parseAlarmChangeType(message.type), alarm, at }] : [];
}

/** The `sound-light` topic carries `{ projectId, globalWarnState, globalWarnChannelState }`. */
export function soundLightTopicToBus(message: TopicMessage, at: number): BusEvent[] {
  if (message.kind === 'error') return [topicError(message, at)];
  if (message.kind !== 'event' || !isRecord(message.payload)) return [];
  const payload = message.payload;
  return [
    {
      type: 'sound-light/changed',
      projectId: toNullableText(payload.projectId),
      globalWarnState: toFiniteNumber(payload.globalWarnState),
      globalWarnChannelState: toFiniteNumber(payload.globalWarnChannelState),
      at,
    },
  ];
}

/** A followed point's topic: every reading of each stored batch, as the readings the charts append. */
export function pointTopicToBus(message: TopicMessage, pointId: string, at: number): BusEvent[] {
  if (message.kind === 'error') return [topicError(message, at)];
  if (message.kind !== 'event') return [];
  const readings = parsePointReadingsPayload(message.payload, pointId);
  const projectId = readings[0]?.projectId;
  return projectId === undefined ? [] : [{ type: 'monitoring/readings', projectId, readings, at }];
}

export function pollResultToBus(result: AlarmPollResult): BusEvent[] {
  switch (result.type) {
    case 'alarms':
      return [
        {
          type: 'alarm/snapshot',
          scope: null,
          alarms: result.alarms,
          complete: result.complete,
          requestedAt: result.requestedAt,
          at: result.receivedAt,
        },
        { type: 'feed/succeeded', source: 'alarms', at: result.receivedAt },
      ];
    case 'sound-light':
      return [
        { type: 'sound-light/state', state: result.state, at: result.receivedAt },
        { type: 'feed/succeeded', source: 'sound-light', at: result.receivedAt },
      ];
    case 'failed':
      return [{ type: 'feed/failed', source: result.source, message: result.message, at: result.at }];
  }
}

export function frameToBus(frame: MonitoringFrame): BusEvent[] {
  const { projectId, at } = frame;
  switch (frame.kind) {
    case 'initial':
      return [];
    case 'snapshot':
      return [
        {
          type: 'monitoring/snapshot',
          projectId,
          points: Object.values(frame.points),
          readings: Object.values(frame.latest),
          at,
        },
        { type: 'feed/succeeded', source: 'monitoring', at },
      ];
    case 'delta':
      return frame.changed.length > 0 ? [{ type: 'monitoring/readings', projectId, readings: frame.changed, at }] : [];
    case 'status':
      return [{ type: 'feed/failed', source: 'monitoring', message: frame.error ?? 'Monitoring snapshot failed', at }];
  }
}
