import { SESSION_CODES } from '../../server/src/wire/codes';

/** What went wrong: a business answer, an HTTP failure, no answer at all, or a call the caller cancelled. */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'cancelled';

/** The one error every API call rejects with. `code` is the envelope code, or the HTTP status, or 0 without an answer. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly kind: ApiErrorKind;

  constructor(kind: ApiErrorKind, code: number, msg: string, data?: unknown) {
    super(msg || `Request failed (${code})`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.msg = msg;
    this.data = data;
  }

  /** Codes 600/601/602, or a real HTTP 401: the token is no longer good. */
  get endsSession(): boolean {
    return (this.kind === 'business' && SESSION_CODES.includes(this.code)) || (this.kind === 'http' && this.code === 401);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
