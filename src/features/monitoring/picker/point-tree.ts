import type { Point } from '../../../../server/src/wire/monitoring-point';

/** A node of the point picker: a dam, a cross-section of it, or a point. */
export type PointTreeNode =
  | { kind: 'dam'; key: string; damId: string; name: string; children: PointTreeNode[] }
  | { kind: 'section'; key: string; section: string; children: PointTreeNode[] }
  | { kind: 'point'; key: string; point: Point };

const collator = new Intl.Collator('en', { numeric: true });

/** Sections in chainage order (0+060 before 0+150); points without one come last. */
function bySection(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  return collator.compare(a, b);
}

function matches(point: Point, needle: string): boolean {
  return point.name.toLowerCase().includes(needle) || point.code.toLowerCase().includes(needle);
}

/**
 * Points grouped by dam (in the order the server lists them) and cross-section, keeping only those whose name or
 * code contains `keyword` (case-insensitive) and the dams and sections above them.
 */
export function buildPointTree(points: readonly Point[], keyword = ''): PointTreeNode[] {
  const needle = keyword.trim().toLowerCase();
  const dams = new Map<string, { name: string; sections: Map<string, Point[]> }>();
  for (const point of points) {
    if (needle && !matches(point, needle)) continue;
    const dam = dams.get(point.damId) ?? { name: point.damName || point.damId, sections: new Map<string, Point[]>() };
    dams.set(point.damId, dam);
    const section = point.section.trim();
    dam.sections.set(section, [...(dam.sections.get(section) ?? []), point]);
  }
  return [...dams].map(([damId, dam]) => ({
    kind: 'dam' as const,
    key: `dam:${damId}`,
    damId,
    name: dam.name,
    children: [...dam.sections.keys()].sort(bySection).map((section) => ({
      kind: 'section' as const,
      key: `section:${damId}:${section}`,
      section,
      children: (dam.sections.get(section) ?? []).map((point) => ({ kind: 'point' as const, key: point.id, point })),
    })),
  }));
}

/** The keys of every dam and section: a search result opens fully so each match is in sight. */
export function branchKeys(nodes: readonly PointTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'point' ? [] : [node.key, ...branchKeys(node.children)]));
}
