import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { CockpitMapConfig, DamOutline, LngLat } from '../wire/cockpit';
import { centreOf, damOutline, metresBetween, OUTLINE_RADIUS_M } from './dam-outline';

/** The map widget's zoom on opening (seed 001: the map picker's default zoom). */
export const COCKPIT_MAP_ZOOM = 14.2;

/**
 * The map widget's settings for a project: the configured base-map styles (null: the console's embedded plain base),
 * an outline around each dam and its points within OUTLINE_RADIUS_M of it, and the middle of the outlines. A project
 * without dams centres on its own position.
 */
export async function mapConfig(
  db: Db,
  config: Pick<ServerConfig, 'mapStyleUrl' | 'mapSatelliteStyleUrl'>,
  projectId: string,
): Promise<CockpitMapConfig> {
  const [project, dams, points] = await Promise.all([
    db.selectFrom('project').select(['latitude', 'longitude']).where('id', '=', projectId).executeTakeFirstOrThrow(),
    db
      .selectFrom('dam')
      .select(['id', 'name', 'latitude', 'longitude'])
      .where('projectId', '=', projectId)
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('code')
      .execute(),
    db
      .selectFrom('monitoringPoint')
      .select(['damId', 'latitude', 'longitude'])
      .where('projectId', '=', projectId)
      .where('enabledMark', '=', 1)
      .execute(),
  ]);
  const outlines: DamOutline[] = dams.map((dam) => {
    const site: LngLat = [dam.longitude, dam.latitude];
    const near = points
      .filter((point) => point.damId === dam.id)
      .map((point): LngLat => [point.longitude, point.latitude])
      .filter((position) => metresBetween(site, position) <= OUTLINE_RADIUS_M);
    return { damId: dam.id, name: dam.name, ring: damOutline([site, ...near]) };
  });
  // The middle of the outlines, so the opening view shows the structures rather than a far catchment gauge.
  const outlined = outlines.flatMap((outline) => outline.ring.slice(0, -1));
  return {
    standardStyleUrl: config.mapStyleUrl,
    satelliteStyleUrl: config.mapSatelliteStyleUrl,
    center: centreOf(outlined) ?? [project.longitude, project.latitude],
    zoom: COCKPIT_MAP_ZOOM,
    outlines,
  };
}
