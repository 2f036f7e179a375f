import { createContext, useContext, useEffect, useRef } from 'react';
import type { PngLegendEntry } from './png-export';

/** What a chart hands its frame so the toolbar can export exactly what it shows. */
export interface ChartExporter {
  /** The CSV of the visible range and series, or null when nothing is shown. */
  csv(): string | null;
  /** The element whose SVG and canvas layers make the image. */
  element(): HTMLElement | null;
  /** The visible series for the image's legend. */
  legend(): PngLegendEntry[];
}

type Register = (exporter: ChartExporter | null) => void;

export const ChartExportContext = createContext<Register | null>(null);

/**
 * Lets the chart frame around this chart (if any) export it. The exporter registered once reads the latest
 * render's values through a ref, so hover and resize do not re-register.
 */
export function useChartExporter(exporter: ChartExporter): void {
  const register = useContext(ChartExportContext);
  const latest = useRef(exporter);
  useEffect(() => {
    latest.current = exporter;
  });
  useEffect(() => {
    if (!register) return undefined;
    register({
      csv: () => latest.current.csv(),
      element: () => latest.current.element(),
      legend: () => latest.current.legend(),
    });
    return () => register(null);
  }, [register]);
}
