import axios, { type AxiosRequestConfig, type AxiosResponse, type Method } from 'axios';
import { APP_CONFIG } from '../config/app-config';
import type { Envelope } from '../../server/src/wire/codes';
import { ApiError } from './api-error';
import { feedback } from './feedback';
import { i18n } from './i18n';
import { loginPath } from './login-path';
import { sessionStore } from './session-store';

/** Per-call switches. Side effects are on by default; a caller opts out. */
export interface CallOptions {
  /** Milliseconds; the default is APP_CONFIG.requestTimeoutMs. */
  timeout?: number;
  /** Fail silently: no toast (the session rules still apply). */
  noTip?: boolean;
  /** Do not end the session on 600/601/602/HTTP 401 (the WeChat login and unlock calls). */
  skipAuthRedirect?: boolean;
  /** Resolve with the whole envelope `{code,msg,data}`, whatever the code, and never toast. */
  raw?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The one axios instance. Tests replace `apiAxios.defaults.adapter`. */
export const apiAxios = axios.create({
  baseURL: APP_CONFIG.apiBaseUrl,
  timeout: APP_CONFIG.requestTimeoutMs,
});

// Contract section 1: token as issued, origin header, and a time parameter that defeats caches on every GET.
apiAxios.interceptors.request.use((config) => {
  const token = sessionStore.get().token;
  config.headers.set('jnpf-origin', 'pc');
  // The server words its messages in the console's language, not the browser's.
  config.headers.set('Accept-Language', i18n.language);
  if (token) config.headers.set('Authorization', token);
  if ((config.method ?? 'get').toLowerCase() === 'get') config.params = { ...(config.params ?? {}), _t: Date.now() };
  return config;
});

function isEnvelope(value: unknown): value is Envelope {
  return value !== null && typeof value === 'object' && typeof (value as Envelope).code === 'number';
}

function retryText(): string {
  return i18n.t('errors.request.retry');
}

function toApiError(error: unknown): ApiError {
  if (axios.isCancel(error)) return new ApiError('cancelled', 0, '');
  if (axios.isAxiosError(error) && error.response) {
    const body: unknown = error.response.data;
    if (isEnvelope(body) && error.response.status !== 401) return new ApiError('business', body.code, body.msg ?? '', body.data);
    return new ApiError('http', error.response.status, isEnvelope(body) ? (body.msg ?? '') : '');
  }
  return new ApiError('network', 0, '');
}

/**
 * The single place where a failed call turns into UI: a warning toast with the server's message,
 * an error toast when there was no answer, or the end of the session. Returns the error to reject with.
 * Exported for calls made outside axios (the series worker's fetch, src/lib/series/session-rules.ts).
 */
export function handleFailure(error: ApiError, options: CallOptions): ApiError {
  if (error.kind === 'cancelled') return error;
  if (error.endsSession && !options.skipAuthRedirect) {
    // Many calls fail together when a token dies; only the first one speaks and redirects.
    if (sessionStore.get().token === null) return error;
    sessionStore.clear();
    if (!options.noTip) feedback.warning(error.msg || retryText(), APP_CONFIG.toastSeconds);
    sessionStore.end({ to: loginPath(window.location.pathname + window.location.search) });
    return error;
  }
  if (options.noTip) return error;
  if (error.kind === 'network') feedback.error(retryText(), APP_CONFIG.toastSeconds);
  else feedback.warning(error.msg || retryText(), APP_CONFIG.toastSeconds);
  return error;
}

async function transport(config: AxiosRequestConfig, options: CallOptions): Promise<AxiosResponse> {
  try {
    return await apiAxios.request({
      ...config,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      ...(options.signal ? { signal: options.signal } : {}),
      headers: { ...(config.headers as Record<string, string> | undefined), ...options.headers },
    });
  } catch (error) {
    throw handleFailure(toApiError(error), options);
  }
}

async function send<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<T> {
  const response = await transport({ ...config, responseType: 'json' }, options);
  const body: unknown = response.data;
  if (options.raw) return body as T;
  if (!isEnvelope(body)) throw handleFailure(new ApiError('http', response.status, ''), options);
  if (body.code === 200) return body.data as T;
  throw handleFailure(new ApiError('business', body.code, body.msg ?? '', body.data), options);
}

function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  // Older engines (and jsdom) lack Blob.text.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** The envelope a failed file call sent instead of the file, if that is what came back. */
async function envelopeInstead(data: unknown): Promise<Envelope | null> {
  if (isEnvelope(data)) return data;
  if (!(data instanceof Blob) || !data.type.includes('application/json')) return null;
  try {
    const body: unknown = JSON.parse(await readBlobText(data));
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/** Binary responses pass through untouched, except a JSON envelope sent in place of the file. */
async function sendBlob(config: AxiosRequestConfig, options: CallOptions = {}): Promise<AxiosResponse<Blob>> {
  const response = await transport({ ...config, responseType: 'blob' }, options);
  const body = await envelopeInstead(response.data);
  if (body && body.code !== 200) throw handleFailure(new ApiError('business', body.code, body.msg ?? '', body.data), options);
  return response as AxiosResponse<Blob>;
}

function call<T>(method: Method, url: string, payload: unknown, options?: CallOptions): Promise<T> {
  const isGet = method.toLowerCase() === 'get';
  return send<T>({ method, url, ...(isGet ? { params: payload } : { data: payload }) }, options);
}

/** Typed HTTP verbs over the envelope: resolve with `data` on code 200, otherwise reject with `ApiError`. */
export const http = {
  get: <T>(url: string, params?: object, options?: CallOptions) => call<T>('get', url, params, options),
  post: <T>(url: string, body?: unknown, options?: CallOptions) => call<T>('post', url, body, options),
  put: <T>(url: string, body?: unknown, options?: CallOptions) => call<T>('put', url, body, options),
  delete: <T>(url: string, body?: unknown, options?: CallOptions) => call<T>('delete', url, body, options),
  /** Form-encoded POST (the Login call). */
  postForm: <T>(url: string, fields: Record<string, string | number>, options?: CallOptions) =>
    send<T>(
      {
        method: 'post',
        url,
        data: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])),
      },
      options,
    ),
  /** GET a file; resolves with the raw response so the caller can read headers. */
  getBlob: (url: string, params?: object, options?: CallOptions) => sendBlob({ method: 'get', url, params }, options),
  /** POST for a file; resolves with the raw response so the caller can read headers. */
  postBlob: (url: string, body?: unknown, options?: CallOptions) => sendBlob({ method: 'post', url, data: body }, options),
};
