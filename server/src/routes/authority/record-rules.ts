import { reject } from '../../i18n/localized-error';
import { CODE_PATTERN } from '../../wire/validation';

// The checks roles and groups share (seed 000 section 5): a code of letters, digits and dots with no dot first or
// last, and a name without the characters that break paths or markup.
const NAME_FORBIDDEN = /[<>/\\"'`%;&|{}[\]^$#@!~*=+?]/;
export const NAME_MAX = 50;
export const CODE_MAX = 50;

export interface NamedRecord {
  fullName: string;
  enCode: string;
}

/**
 * Trims and checks the name and code (401 naming the rule). The code's format is checked only when it is new or
 * changed: the demo's 'dutyOfficer' was made before the rule and stays editable without renaming.
 */
export function checkNameAndCode(record: NamedRecord, storedCode?: string): NamedRecord {
  const fullName = record.fullName.trim();
  const enCode = record.enCode.trim();
  if (fullName === '') throw reject('authority.name-required');
  if (fullName.length > NAME_MAX) throw reject('authority.name-too-long', { max: NAME_MAX });
  if (NAME_FORBIDDEN.test(fullName)) throw reject('authority.name-format');
  if (enCode === '') throw reject('authority.code-required');
  if (enCode.length > CODE_MAX) throw reject('authority.code-too-long', { max: CODE_MAX });
  if (enCode !== storedCode && !CODE_PATTERN.test(enCode)) throw reject('authority.code-format');
  return { fullName, enCode };
}

/** Free text trimmed; '' and null both mean none, stored as ''. */
export const descriptionOf = (value: string | null | undefined): string => value?.trim() ?? '';
