import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiAxios } from '../../../src/lib/api-client';

/** What a fake endpoint answers: an envelope body (HTTP 200), or a full response, or a network failure. */
export type FakeAnswer = { body: unknown; status?: number; headers?: Record<string, string> } | { networkError: true };

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
  data: unknown;
  config: InternalAxiosRequestConfig;
}

/** `{ code: 200, msg, data }`. */
export function okBody(data?: unknown) {
  return { body: { code: 200, msg: 'Success', data } };
}

export function failBody(code: number, msg: string) {
  return { body: { code, msg } };
}

/**
 * Replaces the axios adapter (not the module) with handlers keyed `METHOD /path`.
 * Unknown calls answer 404 so a test notices a call it did not expect.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const recorded: RecordedRequest = {
      method,
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: config.headers.toJSON() as Record<string, unknown>,
      data: config.data,
      config,
    };
    requests.push(recorded);
    const handler = handlers[`${method} ${url}`];
    const answer: FakeAnswer = handler ? await handler(recorded) : { body: 'not found', status: 404 };
    if ('networkError' in answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const status = answer.status ?? 200;
    const response: AxiosResponse = {
      data: answer.body,
      status,
      statusText: String(status),
      headers: answer.headers ?? {},
      config,
      request: {},
    };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  const previous = apiAxios.defaults.adapter;
  apiAxios.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiAxios.defaults.adapter = previous;
    },
    /** Requests whose `METHOD /path` matches. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.url}` === key),
  };
}
