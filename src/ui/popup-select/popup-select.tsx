import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './popup-select.css';
import { PopupSelectDialog, type PopupPage, type PopupPageQuery, type PopupSelectColumn } from './popup-select-dialog';

export interface PopupSelectProps<Row extends object> {
  /** The chosen row's id (seed 001 section 3: a popup-select value is an id plus a display field). */
  value?: string;
  onChange?: (value: string | undefined, row: Row | undefined) => void;
  /** The text shown for `value` when the caller knows it (the row is not at hand after a reload). */
  label?: string;
  fetchPage: (query: PopupPageQuery) => Promise<PopupPage<Row>>;
  columns: readonly PopupSelectColumn<Row>[];
  /** Default 'id'. */
  rowKey?: string;
  /** Default 'fullName'. */
  displayField?: string;
  /** The dialog's title. */
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** A read-only field that opens the popup select; a clear icon shows on hover when it holds a value (seed 001 section 4). */
export function PopupSelect<Row extends object>(props: PopupSelectProps<Row>) {
  const { t } = useTranslation();
  const { value, rowKey = 'id', displayField = 'fullName', disabled = false } = props;
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [row, setRow] = useState<Row | undefined>(undefined);
  const rowText =
    row && String((row as Record<string, unknown>)[rowKey]) === value ? (row as Record<string, unknown>)[displayField] : undefined;
  const text = value ? (props.label ?? (rowText === undefined ? value : String(rowText))) : '';
  const showClear = hovered && Boolean(value) && !disabled;

  return (
    <span className="sluice-popup-select" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Input
        id={props.id}
        aria-label={props['aria-label']}
        readOnly
        value={text}
        disabled={disabled}
        placeholder={props.placeholder ?? t('ui.popup-select.placeholder')}
        onClick={() => {
          if (!disabled) setOpen(true);
        }}
        onKeyDown={(event) => {
          if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        suffix={
          // Both icons stay mounted and only one shows: the clear icon must not vanish between press and release.
          <>
            {value && !disabled ? (
              <CloseCircleFilled
                role="button"
                aria-label={t('ui.popup-select.clear')}
                className="sluice-popup-select__clear"
                style={showClear ? undefined : { display: 'none' }}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.stopPropagation();
                  setRow(undefined);
                  props.onChange?.(undefined, undefined);
                }}
              />
            ) : null}
            <SearchOutlined className="sluice-popup-select__icon" aria-hidden style={showClear ? { display: 'none' } : undefined} />
          </>
        }
      />
      {open ? (
        <PopupSelectDialog<Row>
          title={props.title ?? t('ui.popup-select.title')}
          columns={props.columns}
          fetchPage={props.fetchPage}
          rowKey={rowKey}
          initialKey={value}
          onCancel={() => setOpen(false)}
          onConfirm={(chosen) => {
            setOpen(false);
            setRow(chosen);
            props.onChange?.(String((chosen as Record<string, unknown>)[rowKey]), chosen);
          }}
        />
      ) : null}
    </span>
  );
}
