import { context, propagation, SpanStatusCode, trace } from '@opentelemetry/api';

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
