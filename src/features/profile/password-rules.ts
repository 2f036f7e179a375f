import { PASSWORD_PATTERN } from '../../../server/src/wire/validation';

/** The password form's values, as typed. */
export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** Spec section 5: 6-16 letters and digits, at least one of each. Checked here: the server only ever sees the hash. */
export const isValidNewPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
