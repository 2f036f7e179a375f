import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { selectedProject, useSelectedProject } from '../../lib/selected-project';
import { shellApi } from './api';
import { ProjectSelectStandIn, type StandInIntent } from './project-select-stand-in';
import { initialProjectId, selectionFor } from './project-selection';

import type { ProjectSelectOption } from './project-select';

// antd's Select with its virtual list (22 KB gzip) loads when the person reaches for the selector, not with every
// page: until then a stand-in shows the chosen project.
const ProjectSelect = lazy(() => import('./project-select').then((module) => ({ default: module.ProjectSelect })));

/** The loaded Select taking over: open if the stand-in was pressed, focused if it was tabbed to. */
function TakeOver({
  intents,
  onShown,
  ...props
}: Omit<ComponentProps<typeof ProjectSelect>, 'defaultOpen' | 'autoFocus'> & {
  intents: ReadonlySet<StandInIntent>;
  onShown: () => void;
}) {
  // Before paint: the stand-in goes in the same frame the Select appears.
  useLayoutEffect(onShown, [onShown]);
  return <ProjectSelect {...props} defaultOpen={intents.has('open')} autoFocus={intents.has('open') || intents.has('focus')} />;
}

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
  const [intents, setIntents] = useState<ReadonlySet<StandInIntent>>(new Set());
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  const want = useCallback((intent: StandInIntent) => setIntents((known) => (known.has(intent) ? known : new Set([...known, intent]))), []);

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
    <>
      {shown ? null : (
        <ProjectSelectStandIn
          width={width}
          label={t('topbar.project.label')}
          text={currentLabel}
          placeholder={placeholder}
          onIntent={want}
        />
      )}
      {intents.size > 0 ? (
        <Suspense fallback={null}>
          <TakeOver
            intents={intents}
            onShown={onShown}
            width={width}
            loading={query.isPending}
            disabled={empty}
            placeholder={placeholder}
            value={value}
            options={options}
            onChange={(projectId) => selectedProject.set(selectionFor(groups, projectId))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
