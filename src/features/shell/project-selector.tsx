import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { InputPlaceholder } from '../../ui/input-placeholder';
import { selectedProject, useSelectedProject } from '../../lib/selected-project';
import { shellApi } from './api';
import { initialProjectId, selectionFor } from './project-selection';

import type { ProjectSelectOption } from './project-select';

// antd's Select (with its virtual list) comes right after the shell draws; the chosen project shows at once meanwhile.
const ProjectSelect = lazy(() => import('./project-select').then((module) => ({ default: module.ProjectSelect })));

/** The query both the selector and the home page read, so the list is fetched once. */
export const PROJECTS_QUERY_KEY = ['shell', 'projects'] as const;

/**
 * The top bar's project selector (spec section 4): restores the stored project while it is still offered, else the
 * first option; with no project at all says so once. Choosing stores the project for every feature to read.
 */
export function ProjectSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: PROJECTS_QUERY_KEY, queryFn: shellApi.projects });
  const current = useSelectedProject();
  const groups = useMemo(() => query.data ?? [], [query.data]);
  const warned = useRef(false);

  useEffect(() => {
    if (!query.isSuccess) return;
    const chosen = initialProjectId(groups, selectedProject.get()?.projectId);
    if (chosen === null) {
      // Once per list: a language change re-runs this effect and must not repeat the warning.
      if (!warned.current) feedback.error(t('topbar.project.none'));
      warned.current = true;
      return;
    }
    // Re-store even an unchanged id: coordinates, type or manager flag may have changed on the server.
    selectedProject.set(selectionFor(groups, chosen));
  }, [query.isSuccess, groups, t]);

  const options = useMemo(
    () =>
      groups.flatMap((group): ProjectSelectOption[] => {
        const projects = group.projects.map((project) => ({ label: project.label, value: project.value }));
        return group.label ? [{ label: group.label, title: group.label, options: projects }] : projects;
      }),
    [groups],
  );

  const empty = query.isSuccess && options.length === 0;
  const width = compact ? 132 : 170;
  const placeholder = empty ? t('topbar.project.empty') : t('topbar.project.placeholder');
  const value = current && options.length > 0 ? current.projectId : undefined;
  const currentLabel = groups.flatMap((group) => group.projects).find((project) => project.value === value)?.label ?? '';
  return (
    <Suspense
      fallback={<InputPlaceholder style={{ width }} label={t('topbar.project.label')} text={currentLabel} placeholder={placeholder} />}
    >
      <ProjectSelect
        width={width}
        loading={query.isPending}
        disabled={empty}
        placeholder={placeholder}
        value={value}
        options={options}
        onChange={(projectId) => selectedProject.set(selectionFor(groups, projectId))}
      />
    </Suspense>
  );
}
