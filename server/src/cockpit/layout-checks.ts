import type { Db } from '../db/database';
import { reject } from '../i18n/localized-error';
import type { CockpitLayouts, CockpitWidget } from '../wire/cockpit';
import { layoutProblem } from './layout-rules';

/**
 * Refuses (401, naming the widget or grid item) a layout the schema let through but that does not hold together, or
 * whose widgets name points outside the project: a wall must not show another project's data under this one's name.
 */
export async function assertLayoutHolds(
  db: Db,
  projectId: string,
  widgets: readonly CockpitWidget[],
  layouts: CockpitLayouts,
): Promise<void> {
  const problem = layoutProblem(widgets, layouts);
  if (problem) throw reject(problem.key, problem.params);
  const named = [...new Set(widgets.flatMap((widget) => (widget.options.pointId === undefined ? [] : [widget.options.pointId])))];
  if (named.length === 0) return;
  const found = await db.selectFrom('monitoringPoint').select('id').where('projectId', '=', projectId).where('id', 'in', named).execute();
  const inProject = new Set(found.map((row) => row.id));
  const stray = widgets.find((widget) => widget.options.pointId !== undefined && !inProject.has(widget.options.pointId));
  if (stray) throw reject('cockpit.unknown-point', { key: stray.i, pointId: stray.options.pointId ?? '' });
}
