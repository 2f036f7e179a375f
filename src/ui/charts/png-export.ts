/** A legend entry drawn into the image (the on-screen legend is HTML, which a canvas cannot copy). */
export interface PngLegendEntry {
  label: string;
  colour: string;
}

export interface PngHeader {
  title: string;
  legend: readonly PngLegendEntry[];
}

export interface PngStyle {
  background: string;
  text: string;
  fontFamily: string;
}

/** Where the parts of the exported image go, in CSS pixels. */
export interface PngLayout {
  width: number;
  height: number;
  /** Baseline of the title, or null when the image has none. */
  titleY: number | null;
  /** Baseline of the legend row, or null without a legend. */
  legendY: number | null;
  /** Top of the chart itself. */
  chartY: number;
}

const TITLE_BAND = 36;
const LEGEND_BAND = 24;
const TITLE_FONT = 16;
const LEGEND_FONT = 12;

/** The image is the chart with a band for the title (when one is given) and one for the legend above it. */
export function pngLayout(chartWidth: number, chartHeight: number, header: PngHeader): PngLayout {
  const title = header.title.trim();
  const titleY = title ? TITLE_BAND - 12 : null;
  const top = title ? TITLE_BAND : 0;
  const legendY = header.legend.length > 0 ? top + LEGEND_BAND - 8 : null;
  const chartY = top + (legendY === null ? 0 : LEGEND_BAND);
  return { width: chartWidth, height: chartY + chartHeight, titleY, legendY, chartY };
}

/** Paints the background, the title (centred) and the legend (swatch and label, left to right) of the image. */
export function paintHeader(context: CanvasRenderingContext2D, layout: PngLayout, header: PngHeader, style: PngStyle): void {
  context.fillStyle = style.background;
  context.fillRect(0, 0, layout.width, layout.height);
  context.fillStyle = style.text;
  context.textBaseline = 'alphabetic';
  if (layout.titleY !== null) {
    context.font = `600 ${TITLE_FONT}px ${style.fontFamily}`;
    context.textAlign = 'center';
    context.fillText(header.title.trim(), layout.width / 2, layout.titleY);
  }
  if (layout.legendY !== null) {
    context.font = `${LEGEND_FONT}px ${style.fontFamily}`;
    context.textAlign = 'left';
    let x = 16;
    for (const entry of header.legend) {
      context.fillStyle = entry.colour;
      context.fillRect(x, layout.legendY - 9, 12, 10);
      context.fillStyle = style.text;
      context.fillText(entry.label, x + 16, layout.legendY);
      x += 16 + context.measureText(entry.label).width + 20;
    }
  }
}

/** "<name>-<YYYYMMDD-HHmm>.<extension>", with characters file systems refuse replaced. */
export function exportFileName(name: string, extension: string, at: Date): string {
  const safe = name.trim().replace(/[\\/:*?"<>|\s]+/g, '_') || 'chart';
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
  return `${safe}-${stamp}.${extension}`;
}
