import type { Db } from '../db/database';
import { chunks } from '../lib/chunks';
import { ExpiringCache } from '../lib/expiring-cache';
import type { TopicRef } from '../wire/hub';

// Bounds of the two lookups below. Ten thousand projects and fifty thousand points exceed any site we serve; a
// minute is how long a moved point or a deleted project may still be answered from memory.
const MAX_PROJECTS = 10_000;
const MAX_POINTS = 50_000;
const LOOKUP_TTL_MS = 60_000;
const QUERY_CHUNK = 500;

/**
 * Which projects and monitoring points exist, and each point's project: what the hub needs to refuse a topic that
 * names nothing. Misses are not remembered, so a flood of made-up names costs queries (one per Subscribe batch), not
 * memory.
 */
export class TopicDirectory {
  /** projectId -> exists; bounded and expiring (see above). */
  private readonly projects = new ExpiringCache<string, true>({ maxEntries: MAX_PROJECTS, ttlMs: LOOKUP_TTL_MS });
  /** pointId -> its projectId; bounded and expiring (see above). */
  private readonly points = new ExpiringCache<string, string>({ maxEntries: MAX_POINTS, ttlMs: LOOKUP_TTL_MS });

  constructor(private readonly db: Db) {}

  /** Remembers a point's project as its readings pass through, sparing a lookup when someone subscribes to it. */
  learnPoint(pointId: string, projectId: string): void {
    this.points.set(pointId, projectId);
  }

  /** Looks up, in one query per kind, every project and point of `refs` not already known. */
  async load(refs: readonly TopicRef[], now = Date.now()): Promise<void> {
    const projectIds = new Set<string>();
    const pointIds = new Set<string>();
    for (const ref of refs) {
      if (ref.kind === 'point' && this.points.get(ref.pointId, now) === undefined) pointIds.add(ref.pointId);
      else if ('projectId' in ref && this.projects.get(ref.projectId, now) === undefined) projectIds.add(ref.projectId);
    }
    for (const ids of chunks([...projectIds], QUERY_CHUNK)) {
      const rows = await this.db.selectFrom('project').select('id').where('id', 'in', ids).execute();
      for (const row of rows) this.projects.set(row.id, true, now);
    }
    for (const ids of chunks([...pointIds], QUERY_CHUNK)) {
      const rows = await this.db.selectFrom('monitoringPoint').select(['id', 'projectId']).where('id', 'in', ids).execute();
      for (const row of rows) this.points.set(row.id, row.projectId, now);
    }
  }

  /** After `load`: whether the project exists. */
  hasProject(projectId: string, now = Date.now()): boolean {
    return this.projects.get(projectId, now) !== undefined;
  }

  /** After `load`: the point's project, or undefined when there is no such point. */
  pointProject(pointId: string, now = Date.now()): string | undefined {
    return this.points.get(pointId, now);
  }
}
