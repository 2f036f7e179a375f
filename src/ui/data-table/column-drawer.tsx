import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Tooltip } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveColumn, setColumnVisible, type ColumnSetting } from './column-layout';
import './column-drawer.css';

/** Spec section 9: the column drawer is 320 px wide. */
export const COLUMN_DRAWER_WIDTH = 320;

export interface ColumnDrawerProps {
  open: boolean;
  onClose: () => void;
  layout: readonly ColumnSetting[];
  onChange: (next: ColumnSetting[]) => void;
  onRestore: () => void;
  /** Whether a saved layout exists (otherwise restore has nothing to do). */
  customised: boolean;
}

/**
 * Show or hide columns, reorder them by dragging or with the up/down buttons (the keyboard way), restore the
 * page's default. Every change applies at once; the caller saves it.
 */
export function ColumnDrawer({ open, onClose, layout, onChange, onRestore, customised }: ColumnDrawerProps) {
  const { t } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const visibleCount = layout.filter((item) => item.visible).length;

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== to) onChange(moveColumn(layout, dragFrom, to));
    endDrag();
  };

  return (
    <Drawer
      title={t('ui.columns.title')}
      open={open}
      onClose={onClose}
      size={COLUMN_DRAWER_WIDTH}
      destroyOnHidden
      extra={
        <Button size="small" onClick={onRestore} disabled={!customised} data-testid="columns-restore">
          {t('ui.columns.restore')}
        </Button>
      }
    >
      <p className="sluice-columns__hint">{t('ui.columns.hint')}</p>
      <ul className="sluice-columns" aria-label={t('ui.columns.title')} data-testid="columns-list">
        {layout.map((item, index) => {
          const label = item.label ?? item.prop;
          const lastVisible = item.visible && visibleCount <= 1;
          const classes = ['sluice-columns__item'];
          if (dragFrom === index) classes.push('sluice-columns__item--dragging');
          if (dragOver === index && dragFrom !== index) classes.push('sluice-columns__item--over');
          return (
            <li
              key={item.prop}
              className={classes.join(' ')}
              draggable
              data-prop={item.prop}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item.prop);
                setDragFrom(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDragOver(index);
              }}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={endDrag}
            >
              <HolderOutlined className="sluice-columns__handle" aria-hidden />
              <Tooltip title={lastVisible ? t('ui.columns.keep-one') : undefined}>
                <Checkbox
                  className="sluice-columns__check"
                  checked={item.visible}
                  disabled={lastVisible}
                  onChange={(event) => onChange(setColumnVisible(layout, item.prop, event.target.checked))}
                >
                  {label}
                </Checkbox>
              </Tooltip>
              <span className="sluice-columns__moves">
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('ui.columns.move-up', { name: label })}
                  disabled={index === 0}
                  onClick={() => onChange(moveColumn(layout, index, index - 1))}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('ui.columns.move-down', { name: label })}
                  disabled={index === layout.length - 1}
                  onClick={() => onChange(moveColumn(layout, index, index + 1))}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </Drawer>
  );
}
