import { CODE as WIRE_CODE, type BusinessCode, type Envelope } from '../wire/codes';

/** The server's names for the wire's codes (server/src/wire/codes.ts holds the values, shared with the console). */
export const CODE = {
  OK: WIRE_CODE.ok,
  BAD_REQUEST: WIRE_CODE.failed,
  VALIDATION: WIRE_CODE.invalid,
  FORBIDDEN: WIRE_CODE.forbidden,
  NOT_FOUND: WIRE_CODE.notFound,
  SERVER: WIRE_CODE.server,
  SESSION_EXPIRED: WIRE_CODE.sessionExpired,
  FORCED_OFFLINE: WIRE_CODE.forcedOffline,
  TOKEN_INVALID: WIRE_CODE.tokenInvalid,
} as const;

/**
 * A success envelope. Its default msg is a fixed token, not a sentence: contract section 1 gives a human message only
 * to non-200 codes, and JNPF-style clients expect 'Success'. A route whose success text a person reads passes it in the
 * caller's language (feedback, alarm acknowledgement, the sound-and-light switch).
 */
export function ok<T>(data?: T, msg = 'Success'): Envelope<T> {
  return data === undefined ? { code: CODE.OK, msg } : { code: CODE.OK, msg, data };
}

export function paged<T>(list: T[], currentPage: number, pageSize: number, total: number) {
  return ok({ list, pagination: { currentPage, pageSize, total } });
}

/** A failure the caller should see: its code and human message go into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: BusinessCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string, data?: unknown) => new AppError(CODE.BAD_REQUEST, msg, data);
export const invalid = (msg: string, data?: unknown) => new AppError(CODE.VALIDATION, msg, data);
/** 403 with a text already in the caller's language; code without the request throws `deny` (i18n/localized-error.ts). */
export const forbidden = (msg: string) => new AppError(CODE.FORBIDDEN, msg);
export const notFound = (msg: string) => new AppError(CODE.NOT_FOUND, msg);
