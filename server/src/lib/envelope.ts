import { CODE as WIRE_CODE, type BusinessCode } from '../wire/envelope';

/** The response envelope of contract section 1: HTTP 200 with a business code. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}

/** The server's names for the wire's codes (server/src/wire/envelope.ts holds the values, shared with the console). */
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

export type { BusinessCode };

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
export const forbidden = (msg = 'You do not have permission to do this') => new AppError(CODE.FORBIDDEN, msg);
export const notFound = (msg: string) => new AppError(CODE.NOT_FOUND, msg);
