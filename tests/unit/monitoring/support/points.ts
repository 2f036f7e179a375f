import type { Point } from '../../../../server/src/wire/monitoring-point';

/** A complete point as the list call sends it, from the few fields a test cares about. */
export function makePoint(fields: Partial<Point> & Pick<Point, 'id' | 'code' | 'name' | 'type'>): Point {
  return {
    monitoringPointId: fields.id,
    projectId: 'prj-1',
    damId: 'dam-qs',
    instrument: '',
    unit: 'm',
    channels: [],
    latitude: 30.2,
    longitude: 119.3,
    elevation: null,
    section: '',
    location: '',
    rangeMin: null,
    rangeMax: null,
    intervalSeconds: 600,
    remark: '',
    sortCode: 0,
    enabledMark: 1,
    createdAt: 0,
    updatedAt: 0,
    damName: 'Qingshui dam',
    projectName: 'Qingshui reservoir',
    latest: null,
    ...fields,
  };
}
