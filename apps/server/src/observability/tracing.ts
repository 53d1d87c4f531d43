import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

/** Whether OpenTelemetry's standard variables ask for traces (decision 071). */
export const tracingWanted = (env: NodeJS.ProcessEnv) => Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/**
 * Traces to an OTLP/HTTP collector when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the exporter reads the
 * standard variables: endpoint, headers, `OTEL_SERVICE_NAME`, the batch delays): a span per request,
 * named by its route, and a child span per PostgreSQL statement. Started by scripts/start.mjs before
 * the server's modules load, so `http` and `pg` are instrumented. Answers the flush for the shutdown.
 */
export function startTracing(env: NodeJS.ProcessEnv): () => Promise<void> {
  const quiet = new Set(["/healthz", "/readyz", "/metrics"]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME ?? "hancine" }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes are not visitors; outgoing calls (gateways, SMTP) are traced too.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => quiet.has((request.url ?? "").split("?")[0]!) }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  return () => provider.shutdown();
}
