import type { TFunction } from 'i18next';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../../server/src/wire/validation';
import type { SubTableColumn } from '../../../ui/sub-table/editable-sub-table';
import type { TreeItem } from '../../../ui/tree/tree-item';
import { CorrectValueEditor } from './correct-value-editor';
import { userFieldLabel } from './user-field-labels';
import type { UserRow } from '../types';

/** The details a correction can be about. */
export const CORRECTION_FIELDS = ['realName', 'mobilePhone', 'email', 'unit', 'position', 'other'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** One reported correction: which detail, what the record says, what it should say, and why. */
export interface CorrectionRow {
  field?: CorrectionField;
  current?: string;
  correct?: string;
  note?: string;
}

/** At most this many corrections in one report, so it fits the feedback call's 2000 characters. */
export const MAX_CORRECTIONS = 8;
/** The feedback call's content limit (server/docs/shell.md). */
export const FEEDBACK_CONTENT_MAX = 2000;

export function fieldLabel(t: TFunction, field: CorrectionField | undefined): string {
  return userFieldLabel(t, field) ?? t('admin.correction.field-other');
}

/** Rows whose detail was just chosen get what the record says now in their 'current' cell. */
export function prefillCurrent(
  previous: readonly CorrectionRow[],
  next: readonly CorrectionRow[],
  user: UserRow,
  unit: string,
): CorrectionRow[] {
  const untouched = new Set(previous);
  return next.map((row, index) => {
    // An edited row is a new object at its old index; added and removed rows never change a row's detail.
    const before = previous[index];
    if (untouched.has(row) || !before || before.field === row.field) return row;
    return { ...row, current: currentValue(user, row.field, unit) };
  });
}

/** What the record says now for a detail, to prefill the 'current' cell. */
export function currentValue(user: UserRow, field: CorrectionField | undefined, unit: string): string {
  switch (field) {
    case 'realName':
      return user.realName;
    case 'mobilePhone':
      return user.mobilePhone ?? '';
    case 'email':
      return user.email ?? '';
    case 'unit':
      return unit;
    case 'position':
      return user.positionName ?? '';
    default:
      return '';
  }
}

/**
 * The sub-table's columns: which detail and the correct value are required; a mobile or e-mail must look like one,
 * and a unit is chosen from the organisation (`units`).
 */
export function correctionColumns(t: TFunction, units: readonly TreeItem[]): SubTableColumn<CorrectionRow>[] {
  return [
    {
      key: 'field',
      title: t('admin.correction.field'),
      required: true,
      width: 160,
      editor: { kind: 'select', options: CORRECTION_FIELDS.map((field) => ({ value: field, label: fieldLabel(t, field) })) },
    },
    { key: 'current', title: t('admin.correction.current'), width: 180, editor: { kind: 'text', maxLength: 100 } },
    {
      key: 'correct',
      title: t('admin.correction.correct'),
      required: true,
      width: 200,
      editor: { kind: 'custom', render: (props) => <CorrectValueEditor<CorrectionRow> {...props} units={units} /> },
      rules: [
        { pattern: PHONE_PATTERN, message: t('common.validation.phone'), when: (row) => row.field === 'mobilePhone' },
        { pattern: EMAIL_PATTERN, message: t('admin.correction.email-invalid'), when: (row) => row.field === 'email' },
      ],
    },
    { key: 'note', title: t('admin.correction.note'), width: 200, editor: { kind: 'text', maxLength: 100 } },
  ];
}

/** The report as the feedback call takes it: a title naming the person, one line per correction. */
export function correctionReport(t: TFunction, user: UserRow, rows: readonly CorrectionRow[]): { title: string; content: string } {
  const person = `${user.realName}/${user.account}`;
  const lines = rows.map((row, index) =>
    t('admin.correction.line', {
      index: index + 1,
      field: fieldLabel(t, row.field),
      current: row.current?.trim() || t('admin.correction.blank'),
      correct: row.correct?.trim() ?? '',
      note: row.note?.trim() ? t('admin.correction.line-note', { note: row.note.trim() }) : '',
    }),
  );
  return {
    title: t('admin.correction.report-title', { person }).slice(0, 100),
    content: [t('admin.correction.report-intro', { person, id: user.id }), ...lines].join('\n'),
  };
}
