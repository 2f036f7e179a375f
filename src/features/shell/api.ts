import { http } from '../../lib/api-client';
import type { LayoutType } from '../../lib/layout-type';
import type { SiteConfig } from '../../../server/src/wire/site-config';
import { normalizeProjectOptions, type ProjectGroup } from './project-options';

const PATHS = {
  projects: '/api/busProject/BusProject/getProject',
  siteConfig: '/api/system/SysConfig',
  feedback: '/api/system/Feedback',
  systemTheme: '/api/permission/Users/Current/SystemTheme',
} as const;

export interface FeedbackInput {
  title: string;
  content: string;
  contact?: string;
  /** The page the person was on. */
  page: string;
}

/** Calls the shell makes: projects, unread count, site config, feedback and the layout choice. */
export const shellApi = {
  /** The user's projects as groups of options. */
  projects: async (): Promise<ProjectGroup[]> => normalizeProjectOptions(await http.post<unknown>(PATHS.projects, {})),
  /** A background refresh: failures stay quiet (the bell keeps its last count). */
  siteConfig: () => http.get<SiteConfig>(PATHS.siteConfig, undefined, { noTip: true }),
  sendFeedback: (input: FeedbackInput) => http.post<{ id: string }>(PATHS.feedback, input),
  saveLayout: (theme: LayoutType) => http.put<unknown>(PATHS.systemTheme, { theme }),
};
