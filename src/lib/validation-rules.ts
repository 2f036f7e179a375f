/** Reusable patterns of spec section 5. Messages live in locales under `common.validation.*`. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** The spec's basic e-mail check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 6-16 characters, letters and digits only, at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{6,16}$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
