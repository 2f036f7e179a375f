import type { StoredReading } from '../lib/server-bus';
import type { Hub } from './hub';
import { TOPIC } from '../wire/hub';
import type { PointReadingsEvent, ReadingsEvent } from '../wire/reading-events';

/**
 * Most readings in one point-topic event, so no frame grows without bound: a 50,000-reading import of one point goes
 * out as 50 frames of about 50 KB, each well under the socket's buffer limit.
 */
export const POINT_EVENT_READINGS = 1_000;

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
 * One stored batch -> per project one `readings` event with each point's newest reading and count (what the latest
 * values, tiles and the map need); per point one `readings` event with every reading of the batch, oldest first, split
 * every POINT_EVENT_READINGS (what an open chart appends, so a batch import draws in full).
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
  const { pointId, damId, projectId } = batch;
  for (let start = 0; start < batch.readings.length; start += POINT_EVENT_READINGS) {
    const readings = batch.readings.slice(start, start + POINT_EVENT_READINGS).map(compact);
    const payload: PointReadingsEvent = { pointId, damId, projectId, readings };
    // Nobody follows the topic (and nobody left it recently): the rest of the batch would go nowhere either.
    if (hub.publish(topic, 'readings', payload, projectId) === null) return;
  }
}
