import fs from 'node:fs';
import type { CDPSession } from '@playwright/test';

// Heap snapshots for the soak (SOAK_SNAPSHOTS): written through CDP, then summarised by what holds the bytes, so two
// of them (after the warm-up, at the end) say which kinds of object grew. Open the files in DevTools' Memory tab
// ("Comparison") for retainers.

/** Writes the page's heap snapshot (after a full collection) to `file`. */
export async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const out = fs.openSync(file, 'w');
  const onChunk = ({ chunk }: { chunk: string }) => fs.writeSync(out, chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    fs.closeSync(out);
  }
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Bytes and objects per kind ("object Foo", "array", "string", "closure bar", ...) in a snapshot file. */
export function heapByKind(file: string): Map<string, { bytes: number; count: number }> {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = parsed.snapshot.meta.node_fields;
  const types = parsed.snapshot.meta.node_types[0];
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const kinds = new Map<string, { bytes: number; count: number }>();
  for (let index = 0; index < parsed.nodes.length; index += stride) {
    const field = (at: number) => parsed.nodes[index + at] ?? 0;
    const type = types[field(typeAt)] ?? '?';
    // Strings and arrays by type alone: their "names" are their contents.
    const named = type === 'object' || type === 'closure' || type === 'native';
    const kind = named ? `${type} ${parsed.strings[field(nameAt)] ?? '?'}` : type;
    const entry = kinds.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += field(sizeAt);
    entry.count += 1;
    kinds.set(kind, entry);
  }
  return kinds;
}

/** The kinds that grew most in bytes between two snapshots, as printable lines. */
export function heapGrowth(beforeFile: string, afterFile: string, top = 15): string[] {
  const before = heapByKind(beforeFile);
  const after = heapByKind(afterFile);
  return [...after]
    .map(([kind, now]) => {
      const then = before.get(kind) ?? { bytes: 0, count: 0 };
      return { kind, bytes: now.bytes - then.bytes, count: now.count - then.count };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top)
    .map(
      ({ kind, bytes, count }) => `${(bytes / 1024).toFixed(0).padStart(8)} KB ${String(count).padStart(8)} objects  ${kind.slice(0, 80)}`,
    );
}
