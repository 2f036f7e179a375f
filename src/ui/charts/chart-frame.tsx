import { Card } from 'antd';
import { useCallback, useDeferredValue, useState, type CSSProperties, type ReactNode } from 'react';
import { ChartExportContext } from './chart-export-context';
import { ChartToolbar } from './chart-toolbar';
import type { ChartView } from './chart-types';
import { PngTitleDialog } from './png-title-dialog';
import { useChartExport } from './use-chart-export';

export interface ChartFrameProps {
  /** Card title, and the PNG's default title. */
  title: ReactNode;
  /** The PNG's default title when `title` is not plain text. */
  pngTitle?: string;
  /** Base of the exported files' names, e.g. the point's code. */
  exportName: string;
  /** The range the toolbar shows; with `onViewChange` the toolbar can change it. */
  view: ChartView;
  onViewChange?: (view: ChartView) => void;
  /** More controls in the card's header (e.g. a channel picker). */
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** One chart (TimeSeriesChart, ScatterChart or ProfileChart). */
  children: ReactNode;
}

/** A card around one chart with the toolbar: range picker, Export CSV and Export PNG of what the chart shows. */
export function ChartFrame({ title, pngTitle, exportName, view, onViewChange, extra, className, style, children }: ChartFrameProps) {
  const { register, exportCsv, exportPng, pngBusy } = useChartExport(exportName);
  const [asking, setAsking] = useState(false);
  const defaultTitle = pngTitle ?? (typeof title === 'string' ? title : '');
  const askPngTitle = useCallback(() => setAsking(true), []);
  // The toolbar learns of a new view after the chart has drawn it: its range picker and preset switch cost a zoom
  // several milliseconds of render and a forced layout (the switch measures its options), which the chart's frame
  // need not wait for. React renders it in a pass of its own right after, which yields to the browser's frames.
  const toolbarView = useDeferredValue(view);
  return (
    <Card size="small" title={title} extra={extra} className={className} style={style}>
      <ChartToolbar view={toolbarView} onViewChange={onViewChange} onExportCsv={exportCsv} onExportPng={askPngTitle} />
      <div style={{ marginTop: 8 }}>
        <ChartExportContext.Provider value={register}>{children}</ChartExportContext.Provider>
      </div>
      {asking && (
        <PngTitleDialog
          open
          defaultTitle={defaultTitle}
          busy={pngBusy}
          onCancel={() => setAsking(false)}
          onConfirm={async (chosen) => {
            if (await exportPng(chosen)) setAsking(false);
          }}
        />
      )}
    </Card>
  );
}
