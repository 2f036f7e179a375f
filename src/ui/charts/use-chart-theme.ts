import { theme } from 'antd';
import { useMemo } from 'react';

/** The colours and type a chart draws with, from the antd theme in force (light or dark). */
export interface ChartTheme {
  dark: boolean;
  text: string;
  textSecondary: string;
  grid: string;
  axis: string;
  background: string;
  fontFamily: string;
  fontSize: number;
  /** Series colours in order of appearance. */
  palette: string[];
  /** Fill of the drag-to-zoom selection. */
  selection: string;
}

/** Whether a CSS colour is dark (antd's container background decides light or dark mode). */
function isDarkColour(colour: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return false;
  const value = parseInt(match[1], 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance < 128;
}

export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      dark: isDarkColour(token.colorBgContainer),
      text: token.colorText,
      textSecondary: token.colorTextSecondary,
      grid: token.colorSplit,
      axis: token.colorBorder,
      background: token.colorBgContainer,
      fontFamily: token.fontFamily,
      fontSize: token.fontSizeSM,
      palette: [token.colorPrimary, token.orange6, token.green6, token.purple6, token.cyan6, token.magenta6, token.gold6],
      selection: token.colorPrimaryBg,
    }),
    [token],
  );
}

/** The colour of the series at `index`: its own, or the palette's. */
export function seriesColour(palette: readonly string[], index: number, own?: string): string {
  return own ?? palette[index % palette.length] ?? '#1677ff';
}
