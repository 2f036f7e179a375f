import { columnTitle, csvText } from './csv-export';

export interface ProfileLine {
  id: string;
  /** The profile's date or name, shown in the legend. */
  label: string;
  /** Depth below the top of the borehole, metres, one per reading. */
  depths: readonly number[];
  /** Cumulative displacement at each depth, millimetres. */
  values: readonly number[];
  color?: string;
}

/** One row per depth (shallowest first), one column per profile; a profile without that depth has an empty cell. */
export function profileCsv(profiles: readonly ProfileLine[], depthTitle: string, unit: string): string {
  const depths = [...new Set(profiles.flatMap((profile) => profile.depths))].sort((a, b) => a - b);
  const rows = depths.map((depth) => [
    depth,
    ...profiles.map((profile) => {
      const index = profile.depths.indexOf(depth);
      return index < 0 ? null : (profile.values[index] ?? null);
    }),
  ]);
  return csvText([[depthTitle, ...profiles.map((profile) => columnTitle(profile.label, unit))], ...rows]);
}
