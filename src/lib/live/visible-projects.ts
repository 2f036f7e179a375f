import type { Observable } from 'rxjs';
import { defer, map, of, retry, shareReplay, switchMap, timer } from 'rxjs';
import { http } from '../api-client';

/** A project the signed-in user can see: its id and display name. */
export interface VisibleProject {
  id: string;
  name: string;
}

export const PROJECTS_PATH = '/api/busProject/BusProject/getProject';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Flattens getProject's options, which may be flat, grouped (`options`/`children`) or inside `{ list }`. */
export function flattenProjects(data: unknown): VisibleProject[] {
  const found = new Map<string, VisibleProject>();
  const visit = (entries: unknown): void => {
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      if (!isRecord(entry)) continue;
      const nested = Array.isArray(entry.options) ? entry.options : Array.isArray(entry.children) ? entry.children : null;
      if (nested) {
        visit(nested);
        continue;
      }
      const value = entry.value;
      if ((typeof value !== 'string' && typeof value !== 'number') || value === '') continue;
      const id = String(value);
      const name = typeof entry.label === 'string' && entry.label ? entry.label : id;
      if (!found.has(id)) found.set(id, { id, name });
    }
  };
  visit(Array.isArray(data) ? data : isRecord(data) ? data.list : null);
  return [...found.values()];
}

/**
 * The projects of the signed-in user, fetched once per token (and retried quietly, because a non-administrator
 * follows one alarm topic per project and must not stay deaf after a failed first call). Empty while signed out.
 */
export function visibleProjects$(token$: Observable<string | null>): Observable<VisibleProject[]> {
  return token$.pipe(
    switchMap((token) =>
      token
        ? defer(() => http.post<unknown>(PROJECTS_PATH, {}, { noTip: true })).pipe(
            map(flattenProjects),
            retry({ delay: (_error, attempt) => timer(Math.min(60_000, 2_000 * 2 ** (attempt - 1))) }),
          )
        : of<VisibleProject[]>([]),
    ),
    shareReplay({ bufferSize: 1, refCount: false }),
  );
}
