import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../lib/session-store';
import { defaultLayout, mergeLayout, type ColumnSetting, type LayoutColumn } from './column-layout';
import { fetchColumnSettings, saveColumnSettings } from './column-settings-api';
import { columnStoreKey, readLocalColumns, writeLocalColumns } from './column-store';

export interface ColumnLayoutState {
  /** The page's columns in the person's order, each visible or hidden. */
  layout: ColumnSetting[];
  /** Shows the new layout at once, stores it locally and on the server; a refused save puts the last saved one back. */
  change: (next: ColumnSetting[]) => void;
  /** Back to the page's own columns (the server forgets the saved layout). */
  restore: () => void;
  /** Whether the person has a saved layout (restore has something to undo). */
  customised: boolean;
}

/**
 * A table's column layout for one menu (spec 2.8, 7.12, 8). The local copy paints at once; the server's copy, when
 * it answers, is the truth (so a layout restored on another computer is restored here too); with the server out
 * of reach the local copy stands. Either is merged with the page's current columns, so new columns appear and
 * removed ones drop. Changes are saved locally and through SetColumnsByModuleId; when the server refuses, the list
 * reverts to what it last accepted. Without a moduleId the layout lives only as long as the page.
 */
export function useColumnLayout(moduleId: string | undefined, columns: readonly LayoutColumn[]): ColumnLayoutState {
  const userId = useSession((session) => session.userInfo?.userId);
  const key = moduleId ? columnStoreKey(moduleId, userId) : undefined;
  // Most pages rebuild their column list on every render; the layout follows only what the layout depends on.
  const signature = JSON.stringify(
    columns.map(({ key: prop, label, defaultHidden, fixed, width }): LayoutColumn => ({ key: prop, label, defaultHidden, fixed, width })),
  );
  const stableColumns = useMemo(() => JSON.parse(signature) as LayoutColumn[], [signature]);
  const [saved, setSaved] = useState<ColumnSetting[] | null>(() => (key ? readLocalColumns(key) : null));
  const confirmed = useRef<ColumnSetting[] | null>(saved);
  const latest = useRef(0);
  const touched = useRef(false);

  useEffect(() => {
    touched.current = false;
    latest.current = 0;
    const local = key ? readLocalColumns(key) : null;
    setSaved(local);
    confirmed.current = local;
    if (!moduleId || !key) return undefined;
    let active = true;
    fetchColumnSettings(moduleId).then(
      (server) => {
        // A change made while the answer was on its way is newer than the answer.
        if (!active || touched.current) return;
        const next = server.length > 0 ? server : null;
        confirmed.current = next;
        setSaved(next);
        writeLocalColumns(key, next);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [moduleId, key]);

  const persist = useCallback(
    (next: ColumnSetting[] | null) => {
      touched.current = true;
      setSaved(next);
      if (!moduleId || !key) return;
      writeLocalColumns(key, next);
      latest.current += 1;
      const seq = latest.current;
      saveColumnSettings(moduleId, next ?? []).then(
        () => {
          if (seq === latest.current) confirmed.current = next;
        },
        () => {
          // Only the newest change may roll back; an older refusal is overtaken by what came after it.
          if (seq !== latest.current) return;
          setSaved(confirmed.current);
          writeLocalColumns(key, confirmed.current);
        },
      );
    },
    [moduleId, key],
  );

  const layout = useMemo(() => (saved ? mergeLayout(saved, stableColumns) : defaultLayout(stableColumns)), [saved, stableColumns]);
  const change = useCallback((next: ColumnSetting[]) => persist(next), [persist]);
  const restore = useCallback(() => persist(null), [persist]);
  return { layout, change, restore, customised: saved !== null };
}
