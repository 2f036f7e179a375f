import type { Db } from '../../db/database';
import { containsText } from '../../shell/list-query';
import type { Place } from '../../wire/visualdev';
import { PLACES_MAX, type Geocoder, type PlaceSearchScope } from './geocoder';

// The default geocoder: no network and no address database, only what the site itself knows by name and position,
// the caller's projects, their dams and their monitoring points (names contain the keyword, case-insensitively).
// Projects first, then dams, then points, each by name; a project's place names it, a dam's names its project, a
// point's its project and dam.

const lngLat = (row: { longitude: number; latitude: number }) => `${Number(row.longitude)},${Number(row.latitude)}`;

export class EmbeddedGeocoder implements Geocoder {
  readonly name = 'embedded';

  constructor(private readonly db: Db) {}

  async search(keyword: string, scope: PlaceSearchScope): Promise<Place[]> {
    if (scope.projectIds.length === 0) return [];
    const projectIds = [...scope.projectIds];
    const [projects, dams, points] = await Promise.all([
      this.db
        .selectFrom('project')
        .select(['fullName', 'latitude', 'longitude'])
        .where('id', 'in', projectIds)
        .where(containsText('project.full_name', keyword))
        .orderBy('fullName')
        .limit(PLACES_MAX)
        .execute(),
      this.db
        .selectFrom('dam')
        .innerJoin('project', 'project.id', 'dam.projectId')
        .select(['dam.name', 'dam.latitude', 'dam.longitude', 'project.fullName as projectName'])
        .where('dam.projectId', 'in', projectIds)
        .where(containsText('dam.name', keyword))
        .orderBy('dam.name')
        .limit(PLACES_MAX)
        .execute(),
      this.db
        .selectFrom('monitoringPoint')
        .innerJoin('project', 'project.id', 'monitoringPoint.projectId')
        .innerJoin('dam', 'dam.id', 'monitoringPoint.damId')
        .select([
          'monitoringPoint.name',
          'monitoringPoint.latitude',
          'monitoringPoint.longitude',
          'project.fullName as projectName',
          'dam.name as damName',
        ])
        .where('monitoringPoint.projectId', 'in', projectIds)
        .where(containsText('monitoring_point.name', keyword))
        .orderBy('monitoringPoint.name')
        .limit(PLACES_MAX)
        .execute(),
    ]);
    const places: Place[] = [
      ...projects.map((row) => ({ name: row.fullName, address: row.fullName, lngLat: lngLat(row), kind: 'project' as const })),
      ...dams.map((row) => ({ name: row.name, address: row.projectName, lngLat: lngLat(row), kind: 'dam' as const })),
      ...points.map((row) => ({
        name: row.name,
        address: `${row.projectName} / ${row.damName}`,
        lngLat: lngLat(row),
        kind: 'point' as const,
      })),
    ];
    return places.slice(0, PLACES_MAX);
  }
}
