import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Request, RequestHandler } from 'express';
import { maskUrl } from './log-redaction.js';

/**
 * What the parts need of OpenTelemetry besides the automatic spans (telemetry.mjs). Every function
 * here is a no-op while tracing is off (no SDK registered: the API answers with empty contexts).
 */

/** The trace id of the work in progress, when it is traced: logged on every line, answered as x-request-id. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** The W3C trace context of the work in progress ({ traceparent }), to carry in an outbox row or a job. */
export function currentTraceContext(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs `work` in a span that continues a carried trace context (a job picked up, an event relayed). */
export function inCarriedTrace<T>(name: string, carrier: Record<string, string> | undefined, work: () => Promise<T>): Promise<T> {
  const parent = propagation.extract(context.active(), carrier ?? {});
  return trace.getTracer('@tire/service-kit').startActiveSpan(name, {}, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Sends the spans still buffered (at the end of a graceful stop). */
export async function flushTelemetry(): Promise<void> {
  const sdk = (globalThis as Record<symbol, { shutdown?: () => Promise<void> } | undefined>)[Symbol.for('tire.telemetry')];
  await sdk?.shutdown?.().catch(() => {});
}

/** The key under which events and jobs carry their trace context. */
export const TRACE_CONTEXT_KEY = '_trace';

/** An event's payload with the trace context of the work that made it (unchanged while tracing is off). */
export function withTraceContext<T extends object>(payload: T): T {
  const carried = currentTraceContext();
  return Object.keys(carried).length ? { ...payload, [TRACE_CONTEXT_KEY]: carried } : payload;
}

/** True when telemetry.mjs started the SDK (OTEL_EXPORTER_OTLP_ENDPOINT set). */
const tracingOn = () => Symbol.for('tire.telemetry') in globalThis;

const UNTRACED_PATHS = /^\/(health|metrics)(\/|$)/;

/**
 * A server span for each incoming request, continuing the caller's W3C trace context; the
 * request's route template names it (metrics.ts) and its status ends it. Mount first.
 * Made here rather than by the HTTP instrumentation (whose incoming side is off, telemetry.mjs)
 * so that requests not worth a trace cost nothing: health checks, scrapes and what `skip`
 * picks, such as an answer from the BFF's memory that involves no other part, query or job
 * (the instrumentation's own skip still bound every request and answer to a context, which
 * cost a cached answer half again its CPU). Those are still counted and timed by the metrics.
 */
export function traceRequests(options: { skip?: (req: Request) => boolean } = {}): RequestHandler {
  const tracer = trace.getTracer('@tire/service-kit');
  return (req, res, next) => {
    if (!tracingOn() || UNTRACED_PATHS.test(req.path) || options.skip?.(req)) {
      next();
      return;
    }
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      req.method,
      {
        kind: SpanKind.SERVER,
        // The path masked as in the logs: a tracking code or a manage link's token is a password.
        attributes: {
          'http.request.method': req.method,
          'url.path': maskUrl(req.path) ?? '',
          'url.scheme': req.protocol,
          'user_agent.original': req.get('user-agent') ?? '',
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    // Body reads and answer events run in the request's context, not the socket's.
    context.bind(active, req);
    context.bind(active, res);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(active, next);
  };
}
