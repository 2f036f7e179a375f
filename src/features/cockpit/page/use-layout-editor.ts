import { useState } from 'react';
import type { CockpitWidgetType } from '../../../../server/src/wire/cockpit-grid';
import type { CockpitGridItem, CockpitLayout } from '../../../../server/src/wire/cockpit';
import { addWidget, canAddWidget, completeLayouts, draftOf, removeWidget, withGridLayouts, type LayoutDraft } from '../grid/layout-draft';

/**
 * Edit mode over one layout: a draft copied from it on start, changed by drags, resizes, additions and removals, and
 * dropped on cancel. Outside edit mode the shown draft is the layout itself (completed, so every widget has a place).
 */
export function useLayoutEditor(current: CockpitLayout | null) {
  const [draft, setDraft] = useState<{ baseId: string; draft: LayoutDraft; dirty: boolean } | null>(null);
  // A draft belongs to the layout it was started from: switching layouts (cycling, another tab) ends it.
  const editing = draft !== null && current !== null && draft.baseId === current.id;
  const shown: LayoutDraft | null = editing
    ? draft.draft
    : current
      ? { ...draftOf(current), layouts: completeLayouts(current.widgets, current.layouts) }
      : null;
  const change = (update: (draft: LayoutDraft) => LayoutDraft) =>
    setDraft((previous) => (previous ? { ...previous, draft: update(previous.draft), dirty: true } : previous));
  return {
    editing,
    shown,
    dirty: editing && draft.dirty,
    canAdd: shown !== null && canAddWidget(shown),
    start: () => {
      if (current && shown) setDraft({ baseId: current.id, draft: shown, dirty: false });
    },
    stop: () => setDraft(null),
    add: (type: CockpitWidgetType) => change((previous) => addWidget(previous, type)),
    remove: (id: string) => change((previous) => removeWidget(previous, id)),
    moved: (grid: Partial<Record<string, readonly CockpitGridItem[]>>) => change((previous) => withGridLayouts(previous, grid)),
  };
}
