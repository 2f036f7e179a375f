import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { createLocalValue, useLocalValue } from './local-value';
import { projectMenuType } from './layout-rules';

/**
 * The project chosen in the top bar (spec section 4, "Project selection"): id, coordinates, org id, project type
 * and manager flag. Other features read it here (alarm panel, weather, monitoring pages) and never from the shell.
 */
export interface SelectedProject {
  projectId: string;
  /** The option's label, for display. */
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** Empty when the chosen id was not among the options. */
  orgId: string;
  projectTypeId: string;
  isManager: boolean;
  /** The menu projectType this project stands for (2 reservoir, 3 river patrol, 1 other). */
  menuProjectType: 1 | 2 | 3;
}

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A stored record from an older release or edited by hand reads as "nothing selected" unless it has an id. */
export function parseSelectedProject(raw: unknown): SelectedProject | null | undefined {
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  const projectId = str(record.projectId);
  if (!projectId) return undefined;
  const projectTypeId = str(record.projectTypeId);
  const menuType = record.menuProjectType;
  return {
    projectId,
    name: str(record.name),
    latitude: num(record.latitude),
    longitude: num(record.longitude),
    orgId: str(record.orgId),
    projectTypeId,
    isManager: record.isManager === true,
    menuProjectType: menuType === 1 || menuType === 2 || menuType === 3 ? menuType : projectMenuType(projectTypeId),
  };
}

const stored = createLocalValue<SelectedProject | null>({ key: 'project', fallback: null, parse: parseSelectedProject });

/** The selected project store: framework-free, persisted, observable. */
export const selectedProject = {
  get: (): SelectedProject | null => stored.get(),
  set: (project: SelectedProject | null) => stored.set(project),
  clear: () => stored.reset(),
  subscribe: stored.subscribe,
  /** The selection now and every change after. */
  project$: stored.value$ as Observable<SelectedProject | null>,
  /** The selected project id (null when none), emitted only when it changes. */
  projectId$: stored.value$.pipe(
    map((project) => project?.projectId ?? null),
    distinctUntilChanged(),
  ),
};

/** The selected project in React; re-renders when it changes. */
export function useSelectedProject(): SelectedProject | null {
  return useLocalValue(stored);
}
