import { loadSession } from '../../features/auth/session';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { feedback } from '../../lib/feedback';
import { i18n } from '../../lib/i18n';
import { sessionStore } from '../../lib/session-store';

/** loaded: the session is filled; unreachable: no answer, token kept; refused: the token is gone, the reason toasted. */
export type LoadOutcome = 'loaded' | 'unreachable' | 'refused';

/** No answer, or a gateway failing: keeping the token lets an unattended screen recover on its own. */
function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || (error.kind === 'http' && error.code >= 500));
}

function settle(error: unknown): LoadOutcome {
  if (isUnreachable(error)) return 'unreachable';
  sessionStore.clear();
  feedback.error(errorText(error, i18n.t('errors.guard.has-error')));
  return 'refused';
}

let inflight: Promise<LoadOutcome> | null = null;

/** The CurrentUser call of guard rule 3, one at a time however many navigations ask for it; it never rejects. */
export function sessionLoad(): Promise<LoadOutcome> {
  inflight ??= loadSession()
    .then(() => 'loaded' as const, settle)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
