/** The live-feed topics of contract section 4, parsed. */
export type TopicRef =
  | { kind: 'alarms-all' }
  | { kind: 'alarms'; projectId: string }
  | { kind: 'monitoring'; projectId: string }
  | { kind: 'point'; pointId: string }
  | { kind: 'weather'; projectId: string }
  | { kind: 'sound-light' };

// Ids are the server's own (newId) or seeded codes; anything else cannot name a real project or point.
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const TOPIC = {
  alarmsAll: 'alarms',
  alarms: (projectId: string) => `alarms/${projectId}`,
  monitoring: (projectId: string) => `monitoring/${projectId}`,
  point: (pointId: string) => `monitoring/point/${pointId}`,
  weather: (projectId: string) => `weather/${projectId}`,
  soundLight: 'sound-light',
} as const;

/** null when the name is not one of the topics the hub serves. */
export function parseTopic(name: string): TopicRef | null {
  if (name === TOPIC.alarmsAll) return { kind: 'alarms-all' };
  if (name === TOPIC.soundLight) return { kind: 'sound-light' };
  const parts = name.split('/');
  if (parts.length === 3 && parts[0] === 'monitoring' && parts[1] === 'point' && ID.test(parts[2] ?? '')) {
    return { kind: 'point', pointId: parts[2] as string };
  }
  if (parts.length !== 2) return null;
  const [area, id] = parts as [string, string];
  if (!ID.test(id)) return null;
  if (area === 'alarms') return { kind: 'alarms', projectId: id };
  if (area === 'monitoring') return { kind: 'monitoring', projectId: id };
  if (area === 'weather') return { kind: 'weather', projectId: id };
  return null;
}
