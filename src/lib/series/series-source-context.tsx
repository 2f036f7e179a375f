import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SeriesSource } from '../../../workers/series-types';
import { useSession } from '../session-store';
import { consoleSeriesSource } from './console-series-source';

const SeriesSourceContext = createContext<SeriesSource | null>(null);

/** Replaces the console's series source below it (tests, previews, benchmarks). */
export function SeriesSourceProvider({ source, children }: { source: SeriesSource; children: ReactNode }) {
  return <SeriesSourceContext.Provider value={source}>{children}</SeriesSourceContext.Provider>;
}

const selectToken = (session: { token: string | null }) => session.token;

/** The series source charts read from: the provided one, or the console's worker for the signed-in session. */
export function useSeriesSource(): SeriesSource {
  const provided = useContext(SeriesSourceContext);
  const token = useSession(selectToken);
  // consoleSeriesSource is idempotent per token (it only starts a worker for a new one), so calling it here is safe.
  return useMemo(() => provided ?? consoleSeriesSource(token), [provided, token]);
}
