import { menuProjectTypeOf } from './project-types';
import { projectGroupId, type VisibleProject } from './project-repository';

export interface ProjectOption {
  label: string;
  value: string;
  latitude: number;
  longitude: number;
  orgId: string;
  projectTypeId: string;
  isManager: 0 | 1;
  /** Sluice's addition: the menu projectType (2 reservoir, 3 river patrol, 1 other) this project selects. */
  menuProjectType: 1 | 2 | 3;
}

export interface ProjectGroupOption {
  label: string;
  value: string;
  children: ProjectOption[];
}

/** Cascader options: groups in the order of their first project, projects in display order within each. */
export function groupProjectOptions(projects: VisibleProject[]): ProjectGroupOption[] {
  const groups = new Map<string, ProjectGroupOption>();
  for (const project of projects) {
    let group = groups.get(project.groupName);
    if (!group) {
      group = { label: project.groupName, value: projectGroupId(project.groupName), children: [] };
      groups.set(project.groupName, group);
    }
    group.children.push({
      label: project.fullName,
      value: project.id,
      latitude: project.latitude,
      longitude: project.longitude,
      orgId: project.organizeId,
      projectTypeId: project.projectTypeId,
      isManager: project.isManager,
      menuProjectType: menuProjectTypeOf(project.projectTypeId),
    });
  }
  return [...groups.values()];
}
