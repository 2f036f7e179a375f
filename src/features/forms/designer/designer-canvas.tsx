import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Tooltip } from 'antd';
import { memo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { GeneratedFormFields } from '../render/generated-form-fields';
import type { DesignField } from './design-model';
import { isDesignerDrag, readDrop, startFieldDrag } from './drag-data';
import { kindName } from './kind-names';

export interface DesignerCanvasProps {
  fields: readonly DesignField[];
  selected: number | undefined;
  /** A problem the server or the designer found, by the field's formId. */
  problems: ReadonlyMap<number, string>;
  onSelect: (index: number) => void;
  onInsert: (kind: JnpfKey, at: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One field as the form will show it; kept while other fields change (an unchanged field keeps its object). */
const FieldPreview = memo(function FieldPreview({ field }: { field: DesignField }) {
  return <GeneratedFormFields fields={[field]} disabled />;
});

/** Where a drop lands: before the hovered field when over its upper half, after it otherwise. */
function dropIndex(event: DragEvent<HTMLElement>, index: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? index : index + 1;
}

/**
 * The form as it will look, one disabled field per row (rendered by the form renderer), in order. A field is
 * selected by clicking it; it moves by drag or by its arrow buttons, and new fields drop in from the palette.
 */
export function DesignerCanvas({ fields, selected, problems, onSelect, onInsert, onMove, onRemove }: DesignerCanvasProps) {
  const { t } = useTranslation();
  const [marker, setMarker] = useState<number | undefined>(undefined);

  const drop = (event: DragEvent<HTMLElement>, at: number) => {
    const payload = readDrop(event);
    setMarker(undefined);
    if (!payload) return;
    event.preventDefault();
    event.stopPropagation();
    if ('kind' in payload) onInsert(payload.kind, at);
    // Moving down past itself: the field leaves its slot first, so the target slot is one less.
    else onMove(payload.from, at > payload.from ? at - 1 : at);
  };
  const over = (event: DragEvent<HTMLElement>, at: number) => {
    if (!isDesignerDrag(event)) return;
    event.preventDefault();
    event.stopPropagation();
    setMarker(at);
  };

  return (
    <div
      className="sluice-designer__canvas"
      data-testid="designer-canvas"
      onDragOver={(event) => over(event, fields.length)}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setMarker(undefined);
      }}
      onDrop={(event) => drop(event, fields.length)}
    >
      {fields.length === 0 ? <Empty className="sluice-designer__empty" description={t('designer.canvas.empty')} /> : null}
      <Form layout="vertical" component="div" className="sluice-designer__form">
        <ol className="sluice-designer__fields" aria-label={t('designer.canvas.label')}>
          {fields.map((field, index) => {
            const problem = problems.get(field.__config__.formId);
            const classes = ['sluice-designer__field'];
            if (index === selected) classes.push('sluice-designer__field--selected');
            if (problem) classes.push('sluice-designer__field--problem');
            if (marker === index) classes.push('sluice-designer__field--drop-before');
            if (marker === index + 1 && index === fields.length - 1) classes.push('sluice-designer__field--drop-after');
            const label = field.__config__.label || field.__vModel__;
            return (
              <li
                key={field.__config__.formId}
                className={classes.join(' ')}
                data-testid="designer-field"
                draggable
                onDragStart={(event) => startFieldDrag(event, index)}
                onDragOver={(event) => over(event, dropIndex(event, index))}
                onDrop={(event) => drop(event, dropIndex(event, index))}
              >
                <div className="sluice-designer__field-preview" aria-hidden>
                  <FieldPreview field={field} />
                </div>
                <button
                  type="button"
                  className="sluice-designer__field-select"
                  aria-pressed={index === selected}
                  aria-label={t('designer.canvas.select', { label, kind: kindName(t, field.__config__.jnpfKey) })}
                  onClick={() => onSelect(index)}
                />
                <div className="sluice-designer__field-tools">
                  <HolderOutlined className="sluice-designer__field-handle" aria-hidden />
                  <span className="sluice-designer__field-kind">{kindName(t, field.__config__.jnpfKey)}</span>
                  <Tooltip title={t('designer.canvas.up')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('designer.canvas.up-named', { label })}
                      disabled={index === 0}
                      onClick={() => onMove(index, index - 1)}
                    />
                  </Tooltip>
                  <Tooltip title={t('designer.canvas.down')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('designer.canvas.down-named', { label })}
                      disabled={index === fields.length - 1}
                      onClick={() => onMove(index, index + 1)}
                    />
                  </Tooltip>
                  <Tooltip title={t('designer.canvas.remove')}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('designer.canvas.remove-named', { label })}
                      onClick={() => onRemove(index)}
                    />
                  </Tooltip>
                </div>
                {problem ? (
                  <div className="sluice-designer__field-problem" role="alert">
                    {problem}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Form>
    </div>
  );
}
