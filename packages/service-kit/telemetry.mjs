// Traces for every Node part, loaded before the part's own code:
//   node --import @tire/service-kit/telemetry dist/main.js     (tsx takes the same flag)
// Nothing is loaded unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then spans of incoming and outgoing
// HTTP (the BFF's proxy and the services' calls to each other, with W3C trace context; the server
// spans of incoming requests come from src/tracing.ts), PostgreSQL queries and Redis commands go
// over OTLP/HTTP to that endpoint, named by OTEL_SERVICE_NAME. BullMQ jobs carry their context in
// the job (outbox-relay.ts, job-trace.ts).
import { register } from 'node:module';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // ioredis, imported by ES modules, is patched through import-in-the-middle's loader hook; the
  // other instrumented modules are reached through require. Only ioredis is wrapped: wrapping
  // every module cost the BFF about a fifth more CPU per request (measured on cached answers).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['ioredis'] } });
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, { UndiciInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Outgoing calls only (client spans, W3C context sent along): the server spans of incoming
      // requests come from traceRequests() in src/tracing.ts, which can leave requests out for free.
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // serve() flushes the last spans before the process exits (service-kit telemetry-flush.ts).
  globalThis[Symbol.for('tire.telemetry')] = sdk;
}
