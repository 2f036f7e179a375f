import { Button, Space } from 'antd';
import { BUTTON_CODES } from '../../lib/permissions';
import { useDeleteConfirm } from '../confirm/use-delete-confirm';

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
