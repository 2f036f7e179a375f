import type { MapPointDatum } from './map-point-data';

function looksAlike(a: MapPointDatum, b: MapPointDatum): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.status === b.status &&
    a.pulsing === b.pulsing &&
    a.position[0] === b.position[0] &&
    a.position[1] === b.position[1] &&
    a.colour.every((channel, index) => channel === b.colour[index])
  );
}

/**
 * `previous` when `next` would draw the same map (same points, places, states and colours), else `next`. A new reading
 * changes only a point's tooltip: keeping the drawn array spares deck.gl rebuilding its buffers and repainting the
 * canvas once a second for a thousand points (software WebGL on a wall PC makes that a long task).
 */
export function sameLook(previous: readonly MapPointDatum[] | null, next: readonly MapPointDatum[]): readonly MapPointDatum[] {
  if (!previous || previous.length !== next.length) return next;
  for (let index = 0; index < next.length; index += 1) {
    if (!looksAlike(previous[index] as MapPointDatum, next[index] as MapPointDatum)) return next;
  }
  return previous;
}
