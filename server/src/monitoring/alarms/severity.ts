/** 1..4, 4 most serious. */
export type Severity = 1 | 2 | 3 | 4;

export const SEVERITIES: readonly Severity[] = [1, 2, 3, 4];

export interface SeverityName {
  severity: Severity;
  /** Stable English code the console can key colours and translations on. */
  code: string;
  /** The project's display name for the level. */
  name: string;
  color: string;
}

/** The four warning levels of Chinese water-project emergency plans; a project may rename them. */
export const DEFAULT_SEVERITY_NAMES: readonly SeverityName[] = [
  { severity: 1, code: 'blue', name: '蓝色', color: '#1677ff' },
  { severity: 2, code: 'yellow', name: '黄色', color: '#fadb14' },
  { severity: 3, code: 'orange', name: '橙色', color: '#fa8c16' },
  { severity: 4, code: 'red', name: '红色', color: '#f5222d' },
];

export function isSeverity(value: number): value is Severity {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** A project's four names, defaults filled in for the levels it has not renamed. */
export function mergeSeverityNames(overrides: readonly { severity: number; code: string; name: string; color: string }[]): SeverityName[] {
  return DEFAULT_SEVERITY_NAMES.map((fallback) => {
    const own = overrides.find((row) => row.severity === fallback.severity);
    return own ? { severity: fallback.severity, code: own.code, name: own.name, color: own.color } : { ...fallback };
  });
}

export function severityNameOf(names: readonly SeverityName[], severity: number): string {
  return names.find((entry) => entry.severity === severity)?.name ?? String(severity);
}
