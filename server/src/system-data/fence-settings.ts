// Limits of the data-interface fence (server/README.md "Data interfaces: the fence"), read from the environment
// once at start with the rest of the configuration (config.ts, `dataInterfaceFence`):
//   DATA_INTERFACE_ALLOWED_HOSTS  host names (comma or space separated) an HTTP definition may reach even when they
//                                 resolve to a loopback, private, link-local or unique-local address; empty by default.
//   DATA_INTERFACE_TIMEOUT_MS     longest a SQL statement or an HTTP call may run (default 5000).

export interface FenceSettings {
  allowedHosts: ReadonlySet<string>;
  timeoutMs: number;
  /** Most rows a SQL run returns; more are cut, and the preview says so by returning exactly this many. */
  maxRows: number;
  /** Largest HTTP answer read, bytes. */
  maxResponseBytes: number;
}

export const MAX_ROWS = 1_000;
export const MAX_RESPONSE_BYTES = 1024 * 1024;

export function fenceSettings(env: NodeJS.ProcessEnv): FenceSettings {
  const hosts = (env.DATA_INTERFACE_ALLOWED_HOSTS ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const timeout = Number(env.DATA_INTERFACE_TIMEOUT_MS);
  return {
    allowedHosts: new Set(hosts),
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? Math.min(timeout, 60_000) : 5_000,
    maxRows: MAX_ROWS,
    maxResponseBytes: MAX_RESPONSE_BYTES,
  };
}
