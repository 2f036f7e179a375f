import type { ServerConfig } from '../config';
import { assertJnpfKey, DEFAULT_JNPF_PASSWORD_KEY } from './client-password';

/** Every limit of sign-in in one place. Defaults here, then the environment, then `config.signIn` (tests). */
export interface SignInSettings {
  /** Failures are counted within this rolling window. */
  throttleWindowMs: number;
  /** Failures of one account within the window after which an image captcha is required. */
  accountCaptchaAfter: number;
  /**
   * Account-wide lock: this many failures of one account within the window, from at least `accountLockAddresses`
   * different addresses. Only addresses the account never signed in from are refused while it lasts.
   */
  accountLockAfter: number;
  accountLockAddresses: number;
  /** Failures of one account from one address before that pair pauses; each further failure doubles the pause. */
  pairLockAfter: number;
  pairDelayMs: number;
  pairDelayMaxMs: number;
  /** The same captcha and lock limits per client address; an office behind one NAT shares it, so locking is more generous. */
  addressCaptchaAfter: number;
  addressLockAfter: number;
  /** Length of the account-wide and the address lock. */
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
  /** Captcha images and scan tickets one client address may ask for per hour. */
  captchaAddressHourlyLimit: number;
  scanAddressHourlyLimit: number;
  /** AES key of JNPF 3.6 consoles' encrypted passwords (client-password.ts); undefined accepts the bare MD5 only. */
  jnpfPasswordKey: string | undefined;
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
  accountLockAfter: 20,
  accountLockAddresses: 3,
  pairLockAfter: 5,
  pairDelayMs: MINUTE,
  pairDelayMaxMs: 60 * MINUTE,
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
  captchaAddressHourlyLimit: 120,
  scanAddressHourlyLimit: 120,
  jnpfPasswordKey: DEFAULT_JNPF_PASSWORD_KEY,
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

/** JNPF_PASSWORD_KEY: unset keeps the JNPF default key, `off` refuses the encrypted form, anything else must be 16 bytes. */
function jnpfKey(value: string | undefined): string | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.trim().toLowerCase() === 'off') return null;
  assertJnpfKey(value);
  return value;
}

function seconds(value: string | undefined): number | undefined {
  const parsed = positiveInt(value);
  return parsed === undefined ? undefined : parsed * 1000;
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
    accountLockAddresses: positiveInt(env.LOGIN_LOCK_ADDRESSES),
    pairLockAfter: positiveInt(env.LOGIN_PAIR_LOCK_AFTER),
    pairDelayMs: seconds(env.LOGIN_PAIR_DELAY_SECONDS),
    pairDelayMaxMs: minutes(env.LOGIN_PAIR_DELAY_MAX_MINUTES),
    addressCaptchaAfter: positiveInt(env.LOGIN_ADDRESS_CAPTCHA_AFTER),
    addressLockAfter: positiveInt(env.LOGIN_ADDRESS_LOCK_AFTER),
    lockMs: minutes(env.LOGIN_LOCK_MINUTES),
    captchaAlways: flag(env.LOGIN_CAPTCHA_ALWAYS),
    smsDailyLimit: positiveInt(env.SMS_DAILY_LIMIT),
    smsAddressHourlyLimit: positiveInt(env.SMS_ADDRESS_HOURLY_LIMIT),
    captchaAddressHourlyLimit: positiveInt(env.CAPTCHA_ADDRESS_HOURLY_LIMIT),
    scanAddressHourlyLimit: positiveInt(env.SCAN_ADDRESS_HOURLY_LIMIT),
    singleSession: flag(env.LOGIN_SINGLE_SESSION),
    smsWebhookUrl: text(env.SMS_WEBHOOK_URL),
    smsWebhookToken: text(env.SMS_WEBHOOK_TOKEN),
    geoipUrl: text(env.GEOIP_URL),
    geoipTimeoutMs: positiveInt(env.GEOIP_TIMEOUT_MS),
  };
  const key = jnpfKey(env.JNPF_PASSWORD_KEY);
  // null ('off') must survive definedOnly as an explicit "no key", so it is applied after it.
  return { ...definedOnly(read), ...(key === undefined ? {} : { jnpfPasswordKey: key ?? undefined }) };
}

function definedOnly(settings: Partial<SignInSettings> | undefined): Partial<SignInSettings> {
  return Object.fromEntries(Object.entries(settings ?? {}).filter(([, value]) => value !== undefined));
}

/** The effective settings: defaults, overridden by the environment, overridden by `config.signIn`. */
export function resolveSignInSettings(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): SignInSettings {
  return { ...DEFAULT_SIGN_IN_SETTINGS, ...fromEnvironment(env), ...definedOnly(config.signIn) };
}
