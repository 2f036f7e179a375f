/** The response envelope of contract section 1: HTTP 200 with a business code. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}

export const CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  VALIDATION: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVER: 500,
  SESSION_EXPIRED: 600,
  FORCED_OFFLINE: 601,
  TOKEN_INVALID: 602,
} as const;

export type BusinessCode = (typeof CODE)[keyof typeof CODE];

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
