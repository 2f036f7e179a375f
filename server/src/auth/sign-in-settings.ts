import type { ServerConfig } from '../config';

/** Every limit of sign-in in one place. Defaults here, then the environment, then `config.signIn` (tests). */
export interface SignInSettings {
  /** Failures are counted within this rolling window. */
  throttleWindowMs: number;
  /** Failures of one account within the window after which an image captcha is required. */
  accountCaptchaAfter: number;
  /** Failures of one account within the window after which it is locked. */
  accountLockAfter: number;
  /** The same two limits per client address; an office behind one NAT shares it, so locking is more generous. */
  addressCaptchaAfter: number;
  addressLockAfter: number;
  lockMs: number;
  /** Require the image captcha on every password sign-in. */
  captchaAlways: boolean;
  captchaLength: number;
  captchaTtlMs: number;
  smsCodeLength: number;
  smsCodeTtlMs: number;
  smsMaxAttempts: number;
  smsResendMs: number;
  /** Codes per mobile in any rolling 24 hours. */
  smsDailyLimit: number;
  /** Codes requested from one client address per hour, whatever the mobile. */
  smsAddressHourlyLimit: number;
  scanTicketTtlMs: number;
  /** A new sign-in signs the user's other sessions out (they answer 601). */
  singleSession: boolean;
  smsWebhookUrl: string | undefined;
  smsWebhookToken: string | undefined;
  geoipUrl: string | undefined;
  geoipTimeoutMs: number;
}

declare module '../config' {
  interface ServerConfig {
    /** Overrides of the sign-in limits and providers (see server/docs/sign-in.md). */
    signIn?: Partial<SignInSettings>;
  }
}

const MINUTE = 60_000;

export const DEFAULT_SIGN_IN_SETTINGS: SignInSettings = {
  throttleWindowMs: 15 * MINUTE,
  accountCaptchaAfter: 3,
  accountLockAfter: 10,
  addressCaptchaAfter: 3,
  addressLockAfter: 30,
  lockMs: 15 * MINUTE,
  captchaAlways: false,
  captchaLength: 4,
  captchaTtlMs: 5 * MINUTE,
  smsCodeLength: 6,
  smsCodeTtlMs: 5 * MINUTE,
  smsMaxAttempts: 5,
  smsResendMs: MINUTE,
  smsDailyLimit: 10,
  smsAddressHourlyLimit: 30,
  scanTicketTtlMs: 3 * MINUTE,
  singleSession: false,
  smsWebhookUrl: undefined,
  smsWebhookToken: undefined,
  geoipUrl: undefined,
  geoipTimeoutMs: 1500,
};

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return !['off', '0', 'false', 'no'].includes(value.trim().toLowerCase());
}

function text(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function minutes(value: string | undefined): number | undefined {
  const parsed = positiveInt(value);
  return parsed === undefined ? undefined : parsed * MINUTE;
}

function fromEnvironment(env: NodeJS.ProcessEnv): Partial<SignInSettings> {
  const read: Partial<SignInSettings> = {
    throttleWindowMs: minutes(env.LOGIN_WINDOW_MINUTES),
    accountCaptchaAfter: positiveInt(env.LOGIN_CAPTCHA_AFTER),
    accountLockAfter: positiveInt(env.LOGIN_LOCK_AFTER),
    addressCaptchaAfter: positiveInt(env.LOGIN_ADDRESS_CAPTCHA_AFTER),
    addressLockAfter: positiveInt(env.LOGIN_ADDRESS_LOCK_AFTER),
    lockMs: minutes(env.LOGIN_LOCK_MINUTES),
    captchaAlways: flag(env.LOGIN_CAPTCHA_ALWAYS),
    smsDailyLimit: positiveInt(env.SMS_DAILY_LIMIT),
    singleSession: flag(env.LOGIN_SINGLE_SESSION),
    smsWebhookUrl: text(env.SMS_WEBHOOK_URL),
    smsWebhookToken: text(env.SMS_WEBHOOK_TOKEN),
    geoipUrl: text(env.GEOIP_URL),
    geoipTimeoutMs: positiveInt(env.GEOIP_TIMEOUT_MS),
  };
  return definedOnly(read);
}

function definedOnly(settings: Partial<SignInSettings> | undefined): Partial<SignInSettings> {
  return Object.fromEntries(Object.entries(settings ?? {}).filter(([, value]) => value !== undefined));
}

/** The effective settings: defaults, overridden by the environment, overridden by `config.signIn`. */
export function resolveSignInSettings(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): SignInSettings {
  return { ...DEFAULT_SIGN_IN_SETTINGS, ...fromEnvironment(env), ...definedOnly(config.signIn) };
}
