/** Project type ids stored in `project.project_type_id`. */
export const PROJECT_TYPE_RESERVOIR = 'reservoir';
export const PROJECT_TYPE_RIVER_PATROL = 'river-patrol';

/**
 * Menu items carry `projectType` 1 (every project), 2 (reservoir and dam) or 3 (river patrol); the blend layout
 * shows an item when its projectType is 1 or equals the number derived from the selected project's type.
 * Unknown project types map to 1 so their users still see the common menus.
 */
export function menuProjectTypeOf(projectTypeId: string): 1 | 2 | 3 {
  if (projectTypeId === PROJECT_TYPE_RESERVOIR) return 2;
  if (projectTypeId === PROJECT_TYPE_RIVER_PATROL) return 3;
  return 1;
}
