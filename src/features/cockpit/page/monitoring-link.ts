import type { Point } from '../../../../server/src/wire/monitoring-point';
import type { CockpitPointRange } from '../widgets/widget-props';

/**
 * The monitoring page of a point on a range (`?point=&from=&to=`, src/features/monitoring/README.md): displacement
 * points on the displacement page, every other kind (pressure, flow, the reservoir and rain gauges) on seepage.
 */
export function monitoringLink(point: Pick<Point, 'id' | 'type'>, range?: CockpitPointRange): string {
  const page = point.type === 'surface-displacement' || point.type === 'deep-displacement' ? 'displacement' : 'seepage';
  const params = new URLSearchParams({ point: point.id });
  if (range) {
    params.set('from', String(Math.round(range.from)));
    params.set('to', String(Math.round(range.to)));
  }
  return `/monitoring/${page}?${params.toString()}`;
}
