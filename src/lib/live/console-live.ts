import { selectedProject } from '../selected-project';
import { createLiveRuntime } from './live-runtime';
import { sessionToken$ } from './session-token';
import { visibleProjects$ } from './visible-projects';

/** The user's projects for this session (alarm topics, project filters); empty while signed out. */
export const consoleProjects$ = visibleProjects$(sessionToken$);

/**
 * The console's live streams: one per signed-in session, built from the browser's WebSocket, the API client,
 * the worker ticker, the session token and the top bar's selected project, disposed on sign-out.
 * Nothing starts until something reads it.
 */
export const consoleLive$ = createLiveRuntime({
  token$: sessionToken$,
  projects$: consoleProjects$,
  projectId$: selectedProject.projectId$,
});
