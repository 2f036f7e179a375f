import { http } from '../../lib/api-client';
import { normalizeProjectOptions, type ProjectGroup } from './project-options';

/** Calls the shell's own pages make. */
export const shellApi = {
  /** The user's projects as groups of options. */
  projects: async (): Promise<ProjectGroup[]> =>
    normalizeProjectOptions(await http.post<unknown>('/api/busProject/BusProject/getProject', {})),
};
