import fs from 'node:fs';

export interface MemorySample {
  rssBytes: number;
  /** null when the server has no health route (an older build): RSS then comes from /proc. */
  heapUsedBytes: number | null;
  eventLoopDelayP99Ms: number | null;
  openSockets: number | null;
}

/** Reads the server's own report from GET /api/health; falls back to /proc/<pid>/status for RSS. */
export async function sampleServer(url: string, pid: number): Promise<MemorySample> {
  try {
    const response = await fetch(`${url}/api/health`);
    const body = (await response.json()) as {
      code: number;
      data?: { rssBytes: number; heapUsedBytes: number; eventLoopDelayP99Ms: number; openSockets: number };
    };
    if (body.code === 200 && body.data) {
      return {
        rssBytes: body.data.rssBytes,
        heapUsedBytes: body.data.heapUsedBytes,
        eventLoopDelayP99Ms: body.data.eventLoopDelayP99Ms,
        openSockets: body.data.openSockets,
      };
    }
  } catch {
    // fall through to /proc
  }
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rssBytes: kb * 1024, heapUsedBytes: null, eventLoopDelayP99Ms: null, openSockets: null };
}

export const mib = (bytes: number | null): string => (bytes === null ? '-' : (bytes / 1024 / 1024).toFixed(1));
