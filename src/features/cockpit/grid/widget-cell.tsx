import { CloseOutlined, DragOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CockpitWidget } from '../../../../server/src/wire/cockpit';
import { useFeedRecoveries } from '../data/use-feed-recoveries';
import { WidgetFailure, WidgetUnavailable } from '../widgets/widget-failure';
import type { CockpitPointRange } from '../widgets/widget-props';
import { WIDGET_KINDS, widgetTypeTitle } from '../widgets/widget-registry';
import { useCockpitWidgetSlots } from '../widgets/widget-slots';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { useElementHeight, WidgetHeightContext } from './widget-height';

export interface WidgetCellProps {
  widget: CockpitWidget;
  projectId: string;
  wall: boolean;
  editing: boolean;
  onRemove: (id: string) => void;
  onOpenPoint: (pointId: string, range?: CockpitPointRange) => void;
}

/** The class of the bar a widget is dragged by in edit mode (react-grid-layout's drag handle). */
export const DRAG_HANDLE_CLASS = 'sluice-cockpit__handle';

/**
 * One widget in its grid cell: loaded on demand, measured so charts fit the cell, isolated by an error boundary (a
 * widget that throws shows its failure and a retry, the others keep running), and in edit mode a bar to drag it by
 * with a remove button.
 */
export function WidgetCell({ widget, projectId, wall, editing, onRemove, onOpenPoint }: WidgetCellProps) {
  const { t } = useTranslation();
  const slots = useCockpitWidgetSlots();
  const kind = WIDGET_KINDS[widget.type];
  const Widget = slots[widget.type] ?? kind.component;
  const recoveries = useFeedRecoveries();
  const [bodyRef, height] = useElementHeight<HTMLDivElement>();
  const title = widget.options.title || widgetTypeTitle(t, widget.type);
  return (
    <div className="sluice-cockpit__cell" data-testid="cockpit-widget" data-widget-id={widget.i} data-widget-type={widget.type}>
      {editing ? (
        <div className={DRAG_HANDLE_CLASS}>
          <DragOutlined aria-hidden />
          <span className="sluice-cockpit__handle-title">{title}</span>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('cockpit.edit.remove', { name: title })}
            onClick={() => onRemove(widget.i)}
            // The bar is the drag handle: a press on the button must not start a drag.
            onMouseDown={(event) => event.stopPropagation()}
          />
        </div>
      ) : null}
      <div ref={bodyRef} className="sluice-cockpit__body">
        <WidgetHeightContext.Provider value={height}>
          <WidgetErrorBoundary fallback={(retry) => <WidgetFailure error={null} onRetry={retry} />}>
            <Suspense fallback={<Spin className="sluice-cockpit__spin" />}>
              {Widget ? (
                <Widget
                  // A chart mounts afresh after the live feed recovers: it loads its window again, gap included.
                  key={kind.refetchOnRecovery ? recoveries : 0}
                  widget={widget}
                  projectId={projectId}
                  wall={wall}
                  onOpenPoint={onOpenPoint}
                />
              ) : (
                <WidgetUnavailable />
              )}
            </Suspense>
          </WidgetErrorBoundary>
        </WidgetHeightContext.Provider>
      </div>
    </div>
  );
}
