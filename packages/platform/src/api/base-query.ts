import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { getLanguage } from '../i18n/language.js';
import { reportRequestReachedServer } from '../network/connection-status.js';

export interface ApiRequest {
  url: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The spec's error: its message is "<status>: <body text or status text>". */
export interface ApiFailure {
  status: number;
  message: string;
  /** The parsed JSON body when there was one (the API's {message, errors}). */
  data?: unknown;
  /**
   * No answer came (status 0): the request failed at the network level. `offline` when the
   * browser said it had no network at that moment; `unreachable` otherwise (a dropped
   * connection, DNS, a server that did not answer).
   */
  network?: 'offline' | 'unreachable';
}

export interface ApiExtraOptions {
  /** For the current-user call: a 401 means "signed out", not an error. */
  on401?: 'returnNull' | 'throw';
}

/**
 * Every call carries cookies, a header that marks it as the app's own (CSRF defence) and the
 * chosen language (e-mails go out in it); a JSON body and content type are sent only when there
 * is a payload.
 */
export const apiBaseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiFailure, ApiExtraOptions> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers: Record<string, string> = {
    'X-Requested-With': 'tire-platform',
    'Accept-Language': getLanguage(),
    ...request.headers,
  };
  const init: RequestInit = { method: request.method ?? 'GET', credentials: 'include', headers, signal: api.signal };
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, init);
    // The body may still be cut off by a dropped connection.
    text = await response.text();
  } catch (error) {
    const message = `0: ${error instanceof Error ? error.message : 'Network error'}`;
    // A request the page itself aborted (it unmounted, a newer request replaced it) says nothing about the network.
    if (api.signal?.aborted) return { error: { status: 0, message } };
    reportRequestReachedServer(false);
    return { error: { status: 0, message, network: globalThis.navigator?.onLine === false ? 'offline' : 'unreachable' } };
  }
  reportRequestReachedServer(true);
  const data = parseJson(text);
  if (response.ok) return { data };
  if (response.status === 401 && extraOptions?.on401 === 'returnNull') return { data: null };
  return { error: { status: response.status, message: `${response.status}: ${text || response.statusText}`, data } };
};

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API's own message of a failure ({message} of its JSON body), or the generic one. */
export function failureMessage(error: unknown): string {
  const failure = error as Partial<ApiFailure> | undefined;
  const data = failure?.data as { message?: unknown } | undefined;
  if (data && typeof data.message === 'string') return data.message;
  return failure?.message ?? 'Error';
}

/**
 * The request never reached the server (offline, a dropped connection): the page should say so
 * where the customer is looking, keep what they typed, and let them try again.
 */
export function isNetworkFailure(error: unknown): error is ApiFailure & { network: 'offline' | 'unreachable' } {
  const failure = error as Partial<ApiFailure> | undefined;
  return failure?.status === 0 && (failure.network === 'offline' || failure.network === 'unreachable');
}

/** The spec's rule: a message starting with 401 and saying Unauthorized means the session is gone. */
export const isUnauthorized = (error: unknown) => {
  const message = (error as Partial<ApiFailure> | undefined)?.message ?? '';
  return message.startsWith('401') && /Unauthorized/i.test(message);
};
