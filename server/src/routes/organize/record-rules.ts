import { refuse, reject } from '../../i18n/localized-error';
import { isUniqueViolation } from '../../shell/user-store';
import { CODE_PATTERN } from '../../wire/validation';

// The checks units, positions and areas share (seed 000 section 5): a code of letters, digits and dots with no dot
// first or last (the console checks the same pattern), and a name without the characters that break paths
// ('Company/Department') or markup.
const NAME_FORBIDDEN = /[<>/\\"'`%;&|{}[\]^$#@!~*=+?]/;

export interface NamedRecord {
  fullName: string;
  enCode: string;
}

/**
 * Trims and checks the name and code. The code's format is checked only when it is new or changed: units and
 * positions created before the rule (the demo's 'LJSW-DDZX') stay editable without renaming them.
 */
export function checkNameAndCode(record: NamedRecord, storedCode?: string): NamedRecord {
  const fullName = record.fullName.trim();
  const enCode = record.enCode.trim();
  if (fullName === '') throw reject('organize.name-required');
  if (NAME_FORBIDDEN.test(fullName)) throw reject('organize.name-format');
  if (enCode === '') throw reject('organize.code-required');
  if (enCode !== storedCode && !CODE_PATTERN.test(enCode)) throw reject('organize.code-format');
  return { fullName, enCode };
}

/** '' and whitespace become null. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A PUT body's id, when sent, must name the record of the address. */
export function checkBodyId(bodyId: string | undefined, pathId: string): void {
  if (bodyId !== undefined && bodyId !== '' && bodyId !== pathId) throw reject('organize.id-mismatch');
}

/**
 * Runs a write; a unique-index violation (two saves racing for one code past the check before them) becomes the
 * same refusal the check gives.
 */
export async function withCodeGuard<T>(write: () => Promise<T>, code: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('organize.code-taken', { code, name: code });
    throw error;
  }
}
