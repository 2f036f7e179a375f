import type { HttpGet, HttpParams } from '../../../streams/protocol/http';

export interface HttpCall {
  path: string;
  params: HttpParams;
  signal: AbortSignal;
}

type Responder = (call: HttpCall) => unknown;

/** A fake HTTP getter: records calls and answers from per-path responders (a thrown error rejects). */
export function createFakeHttp(responders: Record<string, Responder>) {
  const calls: HttpCall[] = [];
  const http: HttpGet = async (path, params, init) => {
    const call = { path, params, signal: init.signal };
    calls.push(call);
    const responder = responders[path];
    if (!responder) throw new Error(`no responder for ${path}`);
    return responder(call);
  };
  return {
    http,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    responders,
  };
}
