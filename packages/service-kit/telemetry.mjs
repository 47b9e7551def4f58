// Traces for every Node part, loaded before the part's own code:
//   node --import @tire/service-kit/telemetry dist/main.js     (tsx takes the same flag)
// Nothing is loaded unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then spans of incoming and outgoing
// HTTP (the BFF's proxy and the services' calls to each other, with W3C trace context), express
// routes, PostgreSQL queries and Redis commands go over OTLP/HTTP to that endpoint, named by
// OTEL_SERVICE_NAME. BullMQ jobs carry their context in the job (outbox-relay.ts, job-trace.ts).
import { register } from 'node:module';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // ES modules are patched through import-in-the-middle's loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { ExpressInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, { UndiciInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-express'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Health checks and scrapes are not traced: they would be most of the spans.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(health|metrics)/.test(req.url ?? '') }),
      // Route spans only: a span per middleware would outnumber the work it describes.
      new ExpressInstrumentation({ ignoreLayersType: ['middleware', 'request_handler'] }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // serve() flushes the last spans before the process exits (service-kit telemetry-flush.ts).
  globalThis[Symbol.for('tire.telemetry')] = sdk;
}
