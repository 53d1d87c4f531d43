import type { FastifyInstance } from "fastify";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI 3.1 document is generated from the routes' zod schemas: one source of truth. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "HanCine API v1",
        version: "1.0.0",
        description:
          "API công khai của website và ứng dụng HanCine. Thành công: `{ result }`; lỗi: `{ error: { code, message, fields? } }`. Tiền là số nguyên VND; giờ theo Asia/Ho_Chi_Minh.",
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
    staticCSP: true,
  });
}
