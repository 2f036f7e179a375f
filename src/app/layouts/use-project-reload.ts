import { useEffect, useState } from 'react';
import { pairwise } from 'rxjs';
import { selectedProject } from '../../lib/selected-project';
import { clearKeptViews } from '../tabs/kept-views';
import { viewCache } from '../tabs/view-cache';

/** Spec section 4: after a project change the main view stays hidden this long, then shows again afresh. */
export const PROJECT_RELOAD_MS = 500;

export interface ProjectReload {
  hidden: boolean;
  /** Changes with every project switch; keying the outlet by it mounts the page again for the new project. */
  epoch: number;
}

/**
 * A changed project id clears the cached views and hides the main view, re-showing it 500 ms later.
 * The first selection (from none) changes nothing on screen, so it does not flash the page.
 */
export function useProjectReload(): ProjectReload {
  const [state, setState] = useState<ProjectReload>({ hidden: false, epoch: 0 });
  useEffect(() => {
    let timer: number | undefined;
    const subscription = selectedProject.projectId$.pipe(pairwise()).subscribe(([previous, next]) => {
      if (previous === null || next === null) return;
      viewCache.clear();
      clearKeptViews();
      setState((current) => ({ hidden: true, epoch: current.epoch + 1 }));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setState((current) => ({ ...current, hidden: false })), PROJECT_RELOAD_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);
  return state;
}
