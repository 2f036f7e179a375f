import type { OrganizeIndex, OrganizeNode } from '../../shell/organize-tree';
import type { PositionRef, UserReferences } from '../../shell/user-references';
import type { UserDraft } from '../../shell/user-store';
import type { ImportRow } from './user-import-file';
import { sentence, type UserField, type UserMessages } from './user-messages';
import { formatFailures, optionalText, referenceFailures, type RuleFailure } from './user-rules';

export interface ImportFailure {
  row: number;
  field: UserField;
  reason: string;
}

export interface ResolvedImport {
  drafts: UserDraft[];
  failures: ImportFailure[];
}

type Found<T> = { ok: true; value: T } | { ok: false; failure: RuleFailure };

const ENABLED_WORDS = new Set(['1', '启用', '啟用', '正常', 'enabled', 'enable', 'yes', 'true', '是']);
const DISABLED_WORDS = new Set(['0', '禁用', '停用', 'disabled', 'disable', 'no', 'false', '否']);

// A form field's failure belongs to the file column the value came from.
const COLUMN_OF_FIELD: Partial<Record<UserField, UserField>> = { organizeId: 'organize', departmentId: 'organize', positionId: 'position' };

const normalisePath = (text: string) =>
  text
    .split('/')
    .map((part) => part.trim())
    .join('/');

/** Looks units up by full path, then name, then code; positions by code, then name. */
class ImportLookup {
  private readonly byPath = new Map<string, OrganizeNode>();
  private readonly byName = new Map<string, OrganizeNode[]>();
  private readonly byCode = new Map<string, OrganizeNode[]>();
  private readonly positionsByCode = new Map<string, PositionRef[]>();
  private readonly positionsByName = new Map<string, PositionRef[]>();

  constructor(
    private readonly index: OrganizeIndex,
    positions: Iterable<PositionRef>,
  ) {
    const add = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
    for (const node of index.byId.values()) {
      this.byPath.set(index.pathName(node.id), node);
      add(this.byName, node.fullName, node);
      add(this.byCode, node.enCode.toLowerCase(), node);
    }
    for (const position of positions) {
      add(this.positionsByCode, position.enCode.toLowerCase(), position);
      add(this.positionsByName, position.fullName, position);
    }
  }

  /** The unit's company (nearest company at or above it) and department (the unit itself when it is one). */
  organize(text: string): Found<{ organizeId: string; departmentId: string | null }> {
    const value = normalisePath(text);
    const path = this.byPath.get(value);
    const candidates = path ? [path] : value.includes('/') ? [] : (this.byName.get(value) ?? this.byCode.get(value.toLowerCase()) ?? []);
    if (candidates.length > 1) return { ok: false, failure: { field: 'organize', key: 'ambiguous', params: { field: 'organize', value } } };
    const unit = candidates[0];
    let company: OrganizeNode | undefined = unit;
    const seen = new Set<string>();
    while (company && company.category !== 'company' && !seen.has(company.id)) {
      seen.add(company.id);
      company = this.index.byId.get(company.parentId);
    }
    if (!unit || !company || company.category !== 'company') {
      return { ok: false, failure: { field: 'organize', key: 'unknown-value', params: { field: 'organize', value } } };
    }
    return { ok: true, value: { organizeId: company.id, departmentId: unit.category === 'department' ? unit.id : null } };
  }

  /** A position by code or name; a name held by several is narrowed to those of the person's unit, then company. */
  position(text: string, organizeId: string, departmentId: string | null): Found<string> {
    let candidates = this.positionsByCode.get(text.toLowerCase()) ?? this.positionsByName.get(text) ?? [];
    for (const scope of [departmentId, organizeId]) {
      if (candidates.length <= 1 || scope === null) continue;
      const within = this.index.descendantIds(scope);
      const narrowed = candidates.filter((position) => within.has(position.organizeId));
      if (narrowed.length > 0) candidates = narrowed;
    }
    const [first, second] = candidates;
    if (!first) return { ok: false, failure: { field: 'position', key: 'unknown-value', params: { field: 'position', value: text } } };
    if (second) return { ok: false, failure: { field: 'position', key: 'ambiguous', params: { field: 'position', value: text } } };
    return { ok: true, value: first.id };
  }
}

function enabledMarkOf(text: string | undefined): number | undefined {
  const word = (text ?? '').trim().toLowerCase();
  if (word === '' || ENABLED_WORDS.has(word)) return 1;
  if (DISABLED_WORDS.has(word)) return 0;
  return undefined;
}

/**
 * Turns file rows into user records and checks each with the same rules as the form, plus: accounts must not
 * repeat within the file. Every failure is kept with its row, so the person can fix the file in one go.
 */
export function resolveImportRows(rows: ImportRow[], refs: UserReferences, messages: UserMessages): ResolvedImport {
  const lookup = new ImportLookup(refs.index, refs.positions.values());
  const drafts: UserDraft[] = [];
  const failures: ImportFailure[] = [];
  const firstRowOfAccount = new Map<string, number>();
  for (const { row, values } of rows) {
    const rowFailures: RuleFailure[] = [];
    const organizeText = values.organize?.trim() ?? '';
    let place = { organizeId: '', departmentId: null as string | null };
    if (organizeText === '') rowFailures.push({ field: 'organize', key: 'required', params: { field: 'organize' } });
    else {
      const found = lookup.organize(organizeText);
      if (found.ok) place = found.value;
      else rowFailures.push(found.failure);
    }
    let positionId: string | null = null;
    const positionText = optionalText(values.position);
    if (positionText !== null && place.organizeId !== '') {
      const found = lookup.position(positionText, place.organizeId, place.departmentId);
      if (found.ok) positionId = found.value;
      else rowFailures.push(found.failure);
    }
    const enabledMark = enabledMarkOf(values.enabledMark);
    if (enabledMark === undefined) rowFailures.push({ field: 'enabledMark', key: 'enabled-value', params: { field: 'enabledMark' } });
    const draft: UserDraft = {
      account: values.account?.trim() ?? '',
      realName: values.realName?.trim() ?? '',
      mobilePhone: optionalText(values.mobilePhone),
      email: optionalText(values.email),
      organizeId: place.organizeId,
      departmentId: place.departmentId,
      positionId,
      roleIds: [],
      managerId: null,
      enabledMark: enabledMark ?? 1,
      sortCode: 0,
      description: null,
    };
    // The organisation column was checked above, with failures that name its text.
    rowFailures.push(...formatFailures(draft).filter((failure) => failure.field !== 'organizeId'));
    rowFailures.push(...referenceFailures(draft, refs));
    const key = draft.account.toLowerCase();
    const earlier = firstRowOfAccount.get(key);
    if (draft.account !== '' && earlier !== undefined) {
      rowFailures.push({ field: 'account', key: 'account-repeated', params: { field: 'account', value: draft.account, row: earlier } });
    } else if (draft.account !== '') firstRowOfAccount.set(key, row);
    if (rowFailures.length === 0) drafts.push(draft);
    for (const failure of rowFailures) {
      const field = COLUMN_OF_FIELD[failure.field] ?? failure.field;
      failures.push({ row, field, reason: messages.t(failure.key, { ...failure.params, field }) });
    }
  }
  return { drafts, failures };
}

/** At most this many failures travel in `data.errors`; the message still counts every failing row. */
export const IMPORT_ERRORS_LISTED = 1_000;

/** The 401 message for a failed import: the first failure with its row, and how many rows failed. */
export function importFailureMessage(failures: ImportFailure[], messages: UserMessages): string {
  const first = failures[0] as ImportFailure;
  const count = new Set(failures.map((failure) => failure.row)).size;
  return count === 1
    ? sentence(messages.t('row-error-single', { row: first.row, reason: first.reason }))
    : messages.t('row-error', { row: first.row, reason: first.reason, count });
}
