import { theme } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { ChartExporter } from './chart-export-context';
import { exportFileName } from './png-export';
import { renderChartPng } from './png-render';
import { saveFile } from '../../lib/save-file';

/** The exports of the chart registered inside a frame: the CSV at once, the PNG after its title is asked. */
export function useChartExport(exportName: string) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const exporter = useRef<ChartExporter | null>(null);
  const [pngBusy, setPngBusy] = useState(false);
  const register = useCallback((next: ChartExporter | null) => {
    exporter.current = next;
  }, []);

  // Stable while the name and language stay: the frame's toolbar is memoised and a chart's zoom must not render it.
  const exportCsv = useCallback(() => {
    const csv = exporter.current?.csv();
    if (!csv) {
      feedback.warning(t('charts.toolbar.nothing-to-export'));
      return;
    }
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(exportName, 'csv', new Date()));
  }, [t, exportName]);

  /** Resolves true when the image was saved. */
  const exportPng = async (title: string): Promise<boolean> => {
    const element = exporter.current?.element();
    if (!element) {
      feedback.warning(t('charts.toolbar.nothing-to-export'));
      return false;
    }
    setPngBusy(true);
    try {
      const legend = exporter.current?.legend() ?? [];
      const style = { background: token.colorBgContainer, text: token.colorText, fontFamily: token.fontFamily };
      const blob = await renderChartPng(element, { title, legend }, style);
      saveFile(blob, exportFileName(exportName, 'png', new Date()));
      return true;
    } catch {
      feedback.error(t('charts.toolbar.export-failed'));
      return false;
    } finally {
      setPngBusy(false);
    }
  };

  return { register, exportCsv, exportPng, pngBusy };
}
