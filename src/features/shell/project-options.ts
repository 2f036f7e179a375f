/** A project the user can pick (spec section 3, "Project option"). */
export interface ProjectOption {
  label: string;
  value: string;
  latitude?: number | string | null;
  longitude?: number | string | null;
  orgId?: string | null;
  projectTypeId?: string | null;
  isManager?: boolean | number | string | null;
  /** Sluice's server adds the menu projectType the project selects (2 reservoir, 3 river patrol, 1 other). */
  menuProjectType?: number | null;
}

export interface ProjectGroup {
  label: string;
  projects: ProjectOption[];
}

interface RawOption {
  label?: unknown;
  value?: unknown;
  options?: unknown;
  children?: unknown;
  [key: string]: unknown;
}

function isRecord(value: unknown): value is RawOption {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function nested(option: RawOption): unknown[] | null {
  if (Array.isArray(option.options)) return option.options;
  if (Array.isArray(option.children)) return option.children;
  return null;
}

function toProject(option: RawOption): ProjectOption | null {
  if (option.value === undefined || option.value === null || option.value === '') return null;
  return {
    ...(option as Partial<ProjectOption>),
    label: typeof option.label === 'string' && option.label ? option.label : String(option.value),
    value: String(option.value),
  };
}

/**
 * getProject answers with options that "may be grouped with nested options": groups of `options` or `children`,
 * flat options, or either inside `{ list }`. Flat options land in one unnamed group.
 */
export function normalizeProjectOptions(data: unknown): ProjectGroup[] {
  const list: unknown[] = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  const groups: ProjectGroup[] = [];
  const loose: ProjectOption[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const children = nested(entry);
    if (children) {
      const projects = children.flatMap((child) =>
        isRecord(child) ? [toProject(child)].filter((p): p is ProjectOption => p !== null) : [],
      );
      if (projects.length > 0) groups.push({ label: typeof entry.label === 'string' ? entry.label : '', projects });
    } else {
      const project = toProject(entry);
      if (project) loose.push(project);
    }
  }
  return loose.length > 0 ? [...groups, { label: '', projects: loose }] : groups;
}

export function isManagerFlag(value: ProjectOption['isManager']): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
