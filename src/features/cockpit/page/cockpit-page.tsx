import { Empty, Result, Spin } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocalValue } from '../../../lib/local-value';
import { useSession } from '../../../lib/session-store';
import { useCockpitPoints } from '../data/use-cockpit-points';
import { CockpitGrid } from '../grid/cockpit-grid';
import { cycleSetting } from '../wall/cycle-setting';
import { useLayoutCycle } from '../wall/use-layout-cycle';
import { useWakeLock } from '../wall/use-wake-lock';
import { WidgetFailure } from '../widgets/widget-failure';
import type { CockpitPointRange } from '../widgets/widget-props';
import { chosenLayouts, pickLayout, rememberLayout } from './chosen-layout';
import { CockpitToolbar } from './cockpit-toolbar';
import { monitoringLink } from './monitoring-link';
import { useCockpitLayouts, useLayoutMutations } from './use-cockpit-layouts';
import { useCockpitProject } from './use-cockpit-project';
import { useLayoutEditor } from './use-layout-editor';
import '../cockpit.css';

/** Whether the address asks for the wall (`?wall=1`): the app then draws the cockpit without the shell's chrome. */
export const isWallQuery = (params: URLSearchParams) => params.get('wall') === '1';

function CockpitScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wall = isWallQuery(params);
  const isAdministrator = useSession((session) => session.userInfo?.isAdministrator === true);
  const layoutsQuery = useCockpitLayouts(projectId);
  const list = layoutsQuery.data ?? [];
  const chosen = useLocalValue(chosenLayouts)[projectId];
  const current = pickLayout(list, [params.get('screen'), chosen]);
  const editor = useLayoutEditor(current);
  const mutations = useLayoutMutations(projectId);
  const { points } = useCockpitPoints(projectId);
  const cycleSeconds = useLocalValue(cycleSetting);

  const choose = useCallback(
    (id: string | null) => {
      rememberLayout(projectId, id);
      // A layout named in the address yields to the one chosen by hand.
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('screen');
          return next;
        },
        { replace: true },
      );
    },
    [projectId, setParams],
  );
  useWakeLock(wall);
  useLayoutCycle(
    list.map((layout) => layout.id),
    current?.id ?? null,
    editor.editing ? 0 : cycleSeconds,
    choose,
  );

  const openPoint = useCallback(
    (pointId: string, range?: CockpitPointRange) => {
      const point = points.find((candidate) => candidate.id === pointId);
      if (point) void navigate(monitoringLink(point, range));
    },
    [points, navigate],
  );

  if (layoutsQuery.isError) return <WidgetFailure error={layoutsQuery.error} onRetry={() => void layoutsQuery.refetch()} />;
  if (!current || !editor.shown) return <Spin className="sluice-cockpit__spin" />;
  const shown = editor.shown;
  const setWall = (on: boolean) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (on) next.set('wall', '1');
      else next.delete('wall');
      return next;
    });
  const save = () =>
    mutations.save.mutate(
      { base: current, draft: current.scope === 'user' ? shown : { ...shown, name: t('cockpit.layout.own-copy', { name: shown.name }) } },
      {
        onSuccess: (saved) => {
          editor.stop();
          choose(saved.id);
        },
      },
    );

  return (
    <div className={wall ? 'sluice-cockpit sluice-cockpit--wall' : 'sluice-cockpit'} data-testid="cockpit-page">
      <CockpitToolbar
        layouts={list}
        current={current}
        onChoose={choose}
        editing={editor.editing}
        dirty={editor.dirty}
        canAdd={editor.canAdd}
        busy={mutations.save.isPending || mutations.publish.isPending}
        isAdministrator={isAdministrator}
        wall={wall}
        cycleSeconds={cycleSeconds}
        onCycleChange={(seconds) => cycleSetting.set(seconds)}
        onEdit={editor.start}
        onAdd={editor.add}
        onSave={save}
        onCancel={editor.stop}
        onReset={() => {
          // Forget the choice rather than store the default's id: a default published later then shows by itself.
          editor.stop();
          choose(null);
        }}
        onPublish={() => mutations.publish.mutate(current.id)}
        onDelete={() => mutations.remove.mutate(current.id, { onSuccess: () => choose(null) })}
        onWallChange={setWall}
      />
      <CockpitGrid
        widgets={shown.widgets}
        layouts={shown.layouts}
        projectId={projectId}
        wall={wall}
        editing={editor.editing}
        onLayoutsChange={editor.moved}
        onRemove={editor.remove}
        onOpenPoint={openPoint}
      />
    </div>
  );
}

/**
 * /cockpit: the project's wall of live widgets on a responsive grid, in the layout last chosen here (or the project's
 * default), editable and savable per breakpoint; `?wall=1` is the unattended wall display, `?screen=<id>` opens a
 * named layout (the data-screen menu entries).
 */
export function CockpitPage() {
  const { t } = useTranslation();
  const projectId = useCockpitProject();
  if (!projectId) return <Result status="info" title={t('cockpit.page.no-project')} data-testid="cockpit-no-project" extra={<Empty />} />;
  return <CockpitScreen key={projectId} projectId={projectId} />;
}
