// The form engine's defaults from server/src/wire/visualdev.ts. That file builds TypeBox schemas, which the console may
// not import as values (ESLint: TypeBox stays out of the console's bundles), so the numbers are repeated here and
// tests/unit/forms/form-limits.test.ts fails the moment the two differ.

/** Text limits when a field sets no maxlength. */
export const TEXT_MAX_DEFAULT = { input: 255, textarea: 2000, editor: 3000 } as const;
/** Images an uploadImg holds by default, and the extensions an image may have. */
export const IMAGE_LIMIT_DEFAULT = 9;
export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'gif', 'png', 'bmp'] as const;
/** Files an uploadFz holds by default. */
export const FILE_LIMIT_DEFAULT = 9;
/** Address levels (0 province .. 3 street); default 2. */
export const ADDRESS_LEVEL_DEFAULT = 2;
/** The most rows a sub-table or business list holds. */
export const FORM_ROWS_MAX = 500;
