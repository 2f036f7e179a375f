import { polygonCentroid, polygonHull } from 'd3-polygon';
import type { LngLat } from '../wire/cockpit';

// A dam's outline for the map: the convex hull of its monitoring points and its own position, pushed outwards by a
// margin so no point sits on the line. Planar maths on degrees is fine at a dam's few hundred metres.

/** How far the outline stands off the outermost points, metres. */
const MARGIN_M = 40;
const METRES_PER_DEGREE_LAT = 111_320;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Degrees of longitude and latitude per metre at a latitude. */
function degreesPerMetre(latitude: number): [number, number] {
  const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  return [1 / (METRES_PER_DEGREE_LAT * cos), 1 / METRES_PER_DEGREE_LAT];
}

/** Points further than this from their dam (a rain gauge up the catchment) are left out of its outline. */
export const OUTLINE_RADIUS_M = 1_000;

/** Distance in metres between two nearby positions (equirectangular: exact enough within a few kilometres). */
export function metresBetween([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const [perLng, perLat] = degreesPerMetre((lat1 + lat2) / 2);
  return Math.hypot((lng2 - lng1) / perLng, (lat2 - lat1) / perLat);
}

/** A closed ring (first position repeated last) around `positions`, at least a square of 2 x MARGIN_M around a lone one. */
export function damOutline(positions: readonly LngLat[]): LngLat[] {
  if (positions.length === 0) return [];
  const [first] = positions as [LngLat];
  const [perLng, perLat] = degreesPerMetre(first[1]);
  // Each position widened to a small square, so one or two (collinear) positions still give a hull with area.
  const corners = positions.flatMap(([lng, lat]): [number, number][] => [
    [lng - MARGIN_M * perLng, lat - MARGIN_M * perLat],
    [lng + MARGIN_M * perLng, lat - MARGIN_M * perLat],
    [lng + MARGIN_M * perLng, lat + MARGIN_M * perLat],
    [lng - MARGIN_M * perLng, lat + MARGIN_M * perLat],
  ]);
  const hull = polygonHull(corners) ?? corners;
  // d3 answers the hull counter-clockwise with y pointing down, which is clockwise with latitude up: reversed, it is
  // counter-clockwise, the outer-ring order of GeoJSON (RFC 7946).
  const ring = [...hull].reverse().map(([lng, lat]): LngLat => [round(lng), round(lat)]);
  return [...ring, ring[0] as LngLat];
}

/** The middle of a set of positions: the centroid of their hull, or their mean when they have no area. */
export function centreOf(positions: readonly LngLat[]): LngLat | undefined {
  if (positions.length === 0) return undefined;
  const hull = positions.length >= 3 ? polygonHull(positions.map(([lng, lat]): [number, number] => [lng, lat])) : null;
  if (hull) {
    const [lng, lat] = polygonCentroid(hull);
    if (Number.isFinite(lng) && Number.isFinite(lat)) return [round(lng), round(lat)];
  }
  const sum = positions.reduce(([a, b], [lng, lat]) => [a + lng, b + lat], [0, 0]);
  return [round(sum[0] / positions.length), round(sum[1] / positions.length)];
}
