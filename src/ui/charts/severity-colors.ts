import type { ChartSeverity } from './chart-types';

/**
 * The alarm levels' warning colours (1 blue, 2 yellow, 3 orange, 4 red, the same shades as the alarm tags of
 * src/features/alarms/severity.ts, which a shared part may not import). On a dark background the blue is lifted so a
 * threshold line stays visible.
 */
const LIGHT: Record<ChartSeverity, string> = { 1: '#0958d9', 2: '#d4b106', 3: '#fa8c16', 4: '#cf1322' };
const DARK: Record<ChartSeverity, string> = { 1: '#4096ff', 2: '#fadb14', 3: '#fa8c16', 4: '#f5222d' };

export function severityColor(severity: ChartSeverity, dark: boolean): string {
  return (dark ? DARK : LIGHT)[severity];
}
