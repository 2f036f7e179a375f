import type { Point, PointType } from '../../../../server/src/wire/monitoring-point';

/**
 * The point of another kind drawn beside `point`: from the same dam, in the same cross-section when
 * `sameSection` asks for it and one exists, otherwise the dam's first of that kind in the list's order (the reservoir
 * level gauge and the dam-site rain gauge come first in the seed and in a careful engineer's sort order).
 */
export function companionPoint(
  points: readonly Point[],
  point: Pick<Point, 'damId' | 'section'>,
  type: PointType,
  { sameSection = false }: { sameSection?: boolean } = {},
): Point | null {
  const candidates = points.filter((candidate) => candidate.damId === point.damId && candidate.type === type);
  const inSection = sameSection && point.section ? candidates.find((candidate) => candidate.section === point.section) : undefined;
  return inSection ?? candidates[0] ?? null;
}
