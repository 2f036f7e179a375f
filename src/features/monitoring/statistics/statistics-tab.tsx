import type { ChartView } from '../../../ui/charts';
import type { StatisticsKind } from '../api';
import { StatisticsRange } from './statistics-range';
import { StatisticsTable } from './statistics-table';

export interface StatisticsTabProps {
  projectId: string | null;
  view: ChartView;
  onViewChange: (view: ChartView) => void;
  tables: readonly { kind: StatisticsKind; title: string; exportName: string }[];
}

/** A page's statistics: one range (the page's, shared with its charts) and one table per kind of point. */
export function StatisticsTab({ projectId, view, onViewChange, tables }: StatisticsTabProps) {
  const scope = { projectId, from: view.from, to: view.to };
  return (
    <div className="sluice-monitoring__stack">
      <StatisticsRange view={view} onChange={onViewChange} />
      {tables.map((table) => (
        <StatisticsTable key={table.kind} kind={table.kind} title={table.title} scope={scope} exportName={table.exportName} />
      ))}
    </div>
  );
}
