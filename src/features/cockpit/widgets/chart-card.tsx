import { useMemo, type ReactNode } from 'react';
import { ChartFrame, type ChartView } from '../../../ui/charts';
import { OpenPointButton } from './open-point-button';
import { PlotHeightContext } from './plot-height';
import { useFitHeight } from './use-fit-height';

export interface ChartCardProps {
  title: string;
  /** The point's code: the open button's label and, unless `exportName` says otherwise, the exported files' name. */
  pointCode: string;
  exportName?: string;
  /** The window the toolbar shows: the last `rangeMs` up to the current minute. */
  view: ChartView;
  /** The toolbar's range picker: a new window length (its end is always now on a wall). */
  onViewChange: (view: ChartView) => void;
  /** Opens the point's monitoring page on the toolbar's window. */
  onOpen: () => void;
  /** The plot: a component that reads its own live data, so a new reading redraws the plot and not the card. */
  children: ReactNode;
}

/**
 * A cockpit chart's frame (title, range picker, Export CSV and PNG, the open button), fitted to the widget's cell.
 * The plot below it is a separate component fed by the series worker: readings arriving every second re-render the
 * plot alone, never the toolbar's range picker (which costs more to render than the plot).
 */
export function ChartCard({ title, pointCode, exportName, view, onViewChange, onOpen, children }: ChartCardProps) {
  const [ref, height] = useFitHeight<HTMLDivElement>();
  const extra = useMemo(() => <OpenPointButton code={pointCode} onOpen={onOpen} />, [pointCode, onOpen]);
  return (
    <div ref={ref} className="sluice-cockpit__fit">
      <ChartFrame
        title={title}
        exportName={exportName ?? pointCode}
        view={view}
        onViewChange={onViewChange}
        extra={extra}
        className="sluice-cockpit__chart"
      >
        <PlotHeightContext.Provider value={height}>{children}</PlotHeightContext.Provider>
      </ChartFrame>
    </div>
  );
}
