// The validation rules of spec 000 section 5 that the console's forms and the server's writes share, written once so
// a value one side accepts the other never refuses (two e-mail patterns once disagreed). The console shows its own
// messages (locales: common.validation.*); the server answers 401 naming the field. Nothing here may import fastify,
// kysely, node or typebox: the sign-in screen bundles this file (the schema strings are in validation-schemas.ts).

/** An account: letters, digits and . _ - @ (a sub-account is `mobile@account`), 2 to 50 of them. */
export const ACCOUNT_MIN = 2;
export const ACCOUNT_MAX = 50;
/** Which characters an account may hold, whatever its length (the server names the two failures apart). */
export const ACCOUNT_CHARS = /^[A-Za-z0-9._@-]+$/;
/** Characters and length together, for a form rule. */
export const ACCOUNT_PATTERN = new RegExp(`^[A-Za-z0-9._@-]{${ACCOUNT_MIN},${ACCOUNT_MAX}}$`);

/** A password as the person types it: 6-16 letters and digits, at least one of each (spec section 5). */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{6,16}$/;

/** A mainland mobile number: 11 digits, the first 1, the second 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * Deliberately loose: one @, something on both sides, a dot in the domain and no empty label. Whether an address is
 * deliverable only mail can tell.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX = 100;

/** A resident identity card number: 18 characters, the last a digit or X (spec section 5: the 18-digit format). */
export const NATIONAL_ID_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

/**
 * A record's code (organisations, positions, roles, menus, dictionaries, data interfaces, templates, bill rules):
 * letters, digits, dots, hyphens and underscores, a letter or digit first and last. Spec section 5 names only dots,
 * but the seeded and JNPF-imported codes use hyphens (LJSW-DDZX) and underscores, and a rule that refuses the site's
 * own codes only gets in the way of editing them.
 */
export const CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** A permission element's code (JNPF's `btn_add`, `column.name`): letters, digits, dots and underscores, a letter first. */
export const ELEMENT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.]*$/;

/** A person's display name on a user record. */
export const REAL_NAME_MAX = 50;

/** Whether `value`, trimmed, is a mobile number. */
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());
/** Whether `value`, trimmed, is an e-mail address of at most EMAIL_MAX characters. */
export const isEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX && EMAIL_PATTERN.test(trimmed);
};
