import { feedback } from '../../../lib/feedback';
import { SessionLoadError } from '../session';

/** The Login call has already toasted its own refusal; a session that cannot open still needs saying. */
export function reportSignInError(error: unknown): void {
  if (error instanceof SessionLoadError) feedback.error(error.message);
}
