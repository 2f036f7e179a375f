import type { StoredReading } from '../lib/server-bus';
import type { Hub } from './hub';
import { TOPIC } from '../wire/hub';
import type { ReadingsEvent } from '../wire/reading-events';

/** Past this many readings of one point in one batch (an import), the point topic gets one `bulk` event instead. */
export const POINT_BATCH_LIMIT = 200;

interface PointBatch {
  pointId: string;
  damId: string;
  projectId: string;
  readings: StoredReading[];
}

function compact(reading: StoredReading) {
  return reading.values === undefined
    ? { ts: reading.ts, value: reading.value, quality: reading.quality }
    : { ts: reading.ts, value: reading.value, quality: reading.quality, values: reading.values };
}

/**
 * One stored batch -> per project one `readings` event with each point's newest reading and count; per point one
 * `reading` event per reading, oldest first (or one `bulk` event `{pointId, count, fromTs, toTs}` for a large import).
 */
export function publishReadings(hub: Hub, readings: readonly StoredReading[]): void {
  const byProject = new Map<string, Map<string, PointBatch>>();
  for (const reading of readings) {
    let points = byProject.get(reading.projectId);
    if (!points) byProject.set(reading.projectId, (points = new Map()));
    let batch = points.get(reading.pointId);
    if (!batch)
      points.set(reading.pointId, (batch = { pointId: reading.pointId, damId: reading.damId, projectId: reading.projectId, readings: [] }));
    batch.readings.push(reading);
  }
  for (const [projectId, points] of byProject) {
    const summary: ReadingsEvent['points'] = [];
    for (const batch of points.values()) {
      batch.readings.sort((a, b) => a.ts - b.ts);
      const newest = batch.readings[batch.readings.length - 1] as StoredReading;
      summary.push({ pointId: batch.pointId, damId: batch.damId, count: batch.readings.length, ...compact(newest) });
    }
    hub.publish(TOPIC.monitoring(projectId), 'readings', { projectId, points: summary }, projectId);
    for (const batch of points.values()) publishPoint(hub, batch);
  }
}

function publishPoint(hub: Hub, batch: PointBatch): void {
  hub.directory.learnPoint(batch.pointId, batch.projectId);
  const topic = TOPIC.point(batch.pointId);
  if (batch.readings.length > POINT_BATCH_LIMIT) {
    const first = batch.readings[0] as StoredReading;
    const last = batch.readings[batch.readings.length - 1] as StoredReading;
    hub.publish(topic, 'bulk', { pointId: batch.pointId, count: batch.readings.length, fromTs: first.ts, toTs: last.ts }, batch.projectId);
    return;
  }
  for (const reading of batch.readings) {
    hub.publish(
      topic,
      'reading',
      { pointId: batch.pointId, damId: batch.damId, projectId: batch.projectId, ...compact(reading) },
      batch.projectId,
    );
  }
}
