import type { CockpitWidget } from '../../../../server/src/wire/cockpit';

/** A range to open the monitoring page on: epoch ms, `from` < `to`. */
export interface CockpitPointRange {
  from: number;
  to: number;
}

/**
 * What every cockpit widget receives from the grid. A widget reads its live data from the bus stores itself; the
 * grid only says which widget it is, for which project, and whether it runs on an unattended wall (no hover-only
 * affordances, nothing that waits for a click).
 */
export interface CockpitWidgetProps {
  /** The widget as stored in the layout: its grid id, type and options (pointId, rangeMs, title). */
  widget: CockpitWidget;
  /** The selected project the cockpit shows. */
  projectId: string;
  /** True on a wall display (`/cockpit?wall=1`). */
  wall: boolean;
  /** Opens the monitoring page of a point (`?point=&from=&to=`), on the widget's window when a range is given. */
  onOpenPoint(pointId: string, range?: CockpitPointRange): void;
}
