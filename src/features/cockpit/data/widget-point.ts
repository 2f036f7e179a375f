import type { Point, PointType } from '../../../../server/src/wire/monitoring-point';

/**
 * The point a chart widget draws: the one its options name when the project still has it and it is of the widget's
 * kind, otherwise the project's first point of that kind (the list's order is the server's sort order).
 */
export function widgetPoint(points: readonly Point[], types: readonly PointType[], pointId: string | undefined): Point | null {
  const named = pointId ? points.find((point) => point.id === pointId) : undefined;
  if (named && types.includes(named.type as PointType)) return named;
  for (const type of types) {
    const first = points.find((point) => point.type === type);
    if (first) return first;
  }
  return null;
}

/**
 * The point of another kind drawn beside `point`: the reservoir gauge or rain gauge of the same dam, the first in the
 * list's order (the dam-site gauges come first in the seed, as in a careful engineer's sort order).
 */
export function companionOf(points: readonly Point[], point: Pick<Point, 'damId'> | null, type: PointType): Point | null {
  if (!point) return null;
  return points.find((candidate) => candidate.damId === point.damId && candidate.type === type) ?? null;
}
