import type { TFunction } from 'i18next';
import type { AlarmSeverity } from './alarm-types';

/**
 * The four warning colours of Chinese water-project emergency plans (1 blue, 2 yellow, 3 orange, 4 red), in
 * shades that keep their text readable: white on blue and red, near-black on yellow and orange.
 */
export const SEVERITY_STYLE: Record<AlarmSeverity, { background: string; color: string }> = {
  1: { background: '#0958d9', color: '#ffffff' },
  2: { background: '#fadb14', color: 'rgba(0, 0, 0, 0.88)' },
  3: { background: '#fa8c16', color: 'rgba(0, 0, 0, 0.88)' },
  4: { background: '#cf1322', color: '#ffffff' },
};

/** The default level names, used when the server sent none for a level. */
export function defaultSeverityName(t: TFunction, severity: AlarmSeverity): string {
  switch (severity) {
    case 1:
      return t('alarms.severity.level-1');
    case 2:
      return t('alarms.severity.level-2');
    case 3:
      return t('alarms.severity.level-3');
    default:
      return t('alarms.severity.level-4');
  }
}

/** The server's stock level names (server/docs/alarms.md); a project that kept them gets them translated. */
const STOCK_NAMES: Record<AlarmSeverity, string> = { 1: '蓝色', 2: '黄色', 3: '橙色', 4: '红色' };

/**
 * The project's own name for a level (the server's severityName), or the default name in the console's
 * language when the project kept the stock name or sent none.
 */
export function severityLabel(t: TFunction, severity: AlarmSeverity, severityName?: string | null): string {
  const name = severityName?.trim();
  return name && name !== STOCK_NAMES[severity] ? name : defaultSeverityName(t, severity);
}

/** The names the server uses for each level, taken from alarms that carry them. */
export function severityNamesOf(
  alarms: readonly { severity: AlarmSeverity; severityName: string }[],
): Partial<Record<AlarmSeverity, string>> {
  const names: Partial<Record<AlarmSeverity, string>> = {};
  for (const alarm of alarms) if (alarm.severityName && !names[alarm.severity]) names[alarm.severity] = alarm.severityName;
  return names;
}
