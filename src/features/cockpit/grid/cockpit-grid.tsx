import { useMemo } from 'react';
import { Responsive, useContainerWidth, type Layout, type ResponsiveLayouts } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { COCKPIT_BREAKPOINTS, COCKPIT_COLS } from '../../../../server/src/wire/cockpit-grid';
import type { CockpitGridItem, CockpitLayouts, CockpitWidget } from '../../../../server/src/wire/cockpit';
import type { CockpitPointRange } from '../widgets/widget-props';
import { DRAG_HANDLE_CLASS, WidgetCell } from './widget-cell';

/** One grid row, in CSS pixels: a chart widget 8 rows high has a 274 px plot. */
export const ROW_HEIGHT = 40;
const MARGIN = [12, 12] as const;
/** A window being dragged wider redraws the grid once it holds still for this long (spec 9: resize debounced). */
const RESIZE_DEBOUNCE_MS = 100;

export interface CockpitGridProps {
  widgets: readonly CockpitWidget[];
  layouts: CockpitLayouts;
  projectId: string;
  wall: boolean;
  editing: boolean;
  /** Every breakpoint's positions after a drag or resize in edit mode. */
  onLayoutsChange: (layouts: Partial<Record<string, readonly CockpitGridItem[]>>) => void;
  onRemove: (id: string) => void;
  onOpenPoint: (pointId: string, range?: CockpitPointRange) => void;
}

/**
 * The responsive grid (breakpoints and columns from the wire contract), each widget in its own cell. Dragging and
 * resizing work only in edit mode, by the cell's bar, so a drag across a chart still means nothing on a wall.
 */
export function CockpitGrid({ widgets, layouts, projectId, wall, editing, onLayoutsChange, onRemove, onOpenPoint }: CockpitGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ debounceTimeout: RESIZE_DEBOUNCE_MS });
  const gridLayouts = useMemo<ResponsiveLayouts>(() => ({ lg: layouts.lg, md: layouts.md, sm: layouts.sm }), [layouts]);
  return (
    <div ref={containerRef} className={editing ? 'sluice-cockpit__grid sluice-cockpit__grid--editing' : 'sluice-cockpit__grid'}>
      {mounted ? (
        <Responsive
          width={width}
          layouts={gridLayouts}
          breakpoints={COCKPIT_BREAKPOINTS}
          cols={COCKPIT_COLS}
          rowHeight={ROW_HEIGHT}
          margin={MARGIN}
          containerPadding={[0, 0]}
          dragConfig={{ enabled: editing, handle: `.${DRAG_HANDLE_CLASS}` }}
          resizeConfig={{ enabled: editing }}
          onLayoutChange={(_current: Layout, all: ResponsiveLayouts) => {
            // The grid also reports its own compaction on mount and on a breakpoint change: only edits count.
            if (editing) onLayoutsChange(all);
          }}
        >
          {widgets.map((widget) => (
            <div key={widget.i}>
              <WidgetCell
                widget={widget}
                projectId={projectId}
                wall={wall}
                editing={editing}
                onRemove={onRemove}
                onOpenPoint={onOpenPoint}
              />
            </div>
          ))}
        </Responsive>
      ) : null}
    </div>
  );
}
