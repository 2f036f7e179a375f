import { isApiError } from './api-error';

/** The human text of a failure: the server's message, an Error's message, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.msg || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
