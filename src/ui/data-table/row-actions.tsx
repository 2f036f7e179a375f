import { Button, Space } from 'antd';
import { BUTTON_CODES } from '../../lib/permissions';
import { useDeleteConfirm } from '../confirm/use-delete-confirm';
import { textWidth, type TextFont } from './text-width';

/** A button in a row's actions cell. With permission mode on, one with a `code` shows only when the page grants it. */
export interface RowAction<Row> {
  key: string;
  label: string;
  /** Permission code (btn_edit, btn_remove, btn_detail, or a page's own). */
  code?: string;
  danger?: boolean;
  /** Ask the spec's delete question first. */
  confirmDelete?: boolean;
  onClick: (row: Row) => void;
  /** Leave the button out for some rows. */
  hidden?: (row: Row) => boolean;
}

export interface StandardActionLabels {
  detail: string;
  edit: string;
  remove: string;
}

/** The standard view, edit and delete actions with their permission codes (spec section 6). */
export function standardActions<Row>(
  labels: StandardActionLabels,
  handlers: { onDetail?: (row: Row) => void; onEdit?: (row: Row) => void; onRemove?: (row: Row) => void },
): RowAction<Row>[] {
  const actions: RowAction<Row>[] = [];
  if (handlers.onDetail) actions.push({ key: 'detail', label: labels.detail, code: BUTTON_CODES.detail, onClick: handlers.onDetail });
  if (handlers.onEdit) actions.push({ key: 'edit', label: labels.edit, code: BUTTON_CODES.edit, onClick: handlers.onEdit });
  if (handlers.onRemove) {
    actions.push({
      key: 'remove',
      label: labels.remove,
      code: BUTTON_CODES.remove,
      danger: true,
      confirmDelete: true,
      onClick: handlers.onRemove,
    });
  }
  return actions;
}

// A small link button adds 7 px of padding and 1 px of border each side.
const BUTTON_FRAME_PX = 16;
const TWO_CJK = /^[\u2e80-\u9fff\uf900-\ufaff]{2}$/u;
const DEFAULT_FONT: TextFont = { family: 'sans-serif', sizePx: 14 };

/** A label as a button draws it: antd spaces out a two-letter Chinese label (删 除). */
const drawnLabel = (label: string) => (TWO_CJK.test(label) ? [...label].join(' ') : label);

/**
 * Width of an actions cell holding these labels on one line, with the cell's own padding (both sides), the labels
 * measured in the theme's font. A cell too narrow wraps every row in two, and one too narrow for a fitted table's
 * fixed column would put it over its neighbours.
 */
export function actionsCellWidth(labels: readonly string[], cellPaddingPx: number, font: TextFont = DEFAULT_FONT): number {
  return Math.ceil(labels.reduce((sum, label) => sum + textWidth(drawnLabel(label), font) + BUTTON_FRAME_PX, 0) + cellPaddingPx);
}

/** The actions a row shows: permission mode drops those whose code the page's entry does not list. */
export function permittedActions<Row>(
  actions: readonly RowAction<Row>[],
  permissionMode: boolean,
  hasButton: (code: string) => boolean,
): RowAction<Row>[] {
  if (!permissionMode) return [...actions];
  return actions.filter((action) => !action.code || hasButton(action.code));
}

export function RowActionButtons<Row>({ row, actions }: { row: Row; actions: readonly RowAction<Row>[] }) {
  const confirmDelete = useDeleteConfirm();
  return (
    <Space size={0} wrap>
      {actions
        .filter((action) => !action.hidden?.(row))
        .map((action) => (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            onClick={(event) => {
              // A row may also open on click; the button's own action is the one meant.
              event.stopPropagation();
              if (action.confirmDelete) confirmDelete(() => action.onClick(row));
              else action.onClick(row);
            }}
          >
            {action.label}
          </Button>
        ))}
    </Space>
  );
}
