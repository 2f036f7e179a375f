import { Type } from 'typebox';
import {
  ACCOUNT_CHARS,
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NATIONAL_ID_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from './validation';

// The shared validation rules (validation.ts) as schema strings for request bodies, so a route's schema and the
// console's form rule test the same pattern.

export const ACCOUNT = Type.String({ minLength: ACCOUNT_MIN, maxLength: ACCOUNT_MAX, pattern: ACCOUNT_CHARS.source });
export const PASSWORD = Type.String({ pattern: PASSWORD_PATTERN.source });
export const PHONE = Type.String({ pattern: PHONE_PATTERN.source });
export const EMAIL = Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN.source });
export const NATIONAL_ID = Type.String({ pattern: NATIONAL_ID_PATTERN.source });
