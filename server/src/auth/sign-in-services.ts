import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { GeoProvider } from '../providers/geo/geo-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { messagesFor, type MessageKey } from './sign-in-messages';
import type { SessionLifetime } from './sessions';
import type { SignInSettings } from './sign-in-settings';

/** What the sign-in flows work with; built once by the oauth routes. */
export interface SignInServices {
  db: Db;
  settings: SignInSettings;
  geo: GeoProvider;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** Idle and absolute lifetime of the sessions it opens. */
  session: SessionLifetime;
}

/** One request's view of a sign-in attempt: who is asking from where, in which language, and when. */
export interface SignInAttempt {
  ip: string;
  userAgent: string;
  /** The form's `origin` field (the console sends what screen signed in), 'pc' when absent. */
  origin: string;
  now: number;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

export function attemptFrom(request: FastifyRequest, origin?: string): SignInAttempt {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : '',
    origin: origin?.trim() || 'pc',
    now: Date.now(),
    t: messagesFor(request),
  };
}

/** Whole minutes until `until`, at least 1, for messages such as 'try again in 15 minutes'. */
export function minutesUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 60_000));
}
