import { createSeriesSource } from '../../../workers/series';
import type { SeriesSource } from '../../../workers/series-types';
import { APP_CONFIG } from '../../config/app-config';
import { i18n } from '../i18n';
import { sessionStore } from '../session-store';
import { withSessionRules } from './session-rules';

let current: { token: string | null; source: SeriesSource } | null = null;

/**
 * The console's series source for a session token: one worker per signed-in session. A new token (another user, or
 * signed out) ends the previous worker and its cache, so nobody sees series fetched with someone else's rights.
 */
export function consoleSeriesSource(token: string | null): SeriesSource {
  if (current && current.token === token) return current.source;
  current?.source.dispose();
  // The worker fetches without axios: a dead token must still end the session as the API client's calls do.
  const source = withSessionRules(
    createSeriesSource({
      baseUrl: APP_CONFIG.apiBaseUrl,
      getToken: () => sessionStore.get().token,
      getLanguage: () => i18n.language,
    }),
  );
  current = { token, source };
  return source;
}
