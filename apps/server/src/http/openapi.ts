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
          "API công khai của website và ứng dụng HanCine. Thành công: `{ result }`; lỗi: `{ error: { code, message, fields? } }`. Tiền là số nguyên VND; giờ theo Asia/Ho_Chi_Minh.\n\n" +
          '**Ngôn ngữ của lỗi.** `message` và `fields` của lỗi viết bằng ngôn ngữ yêu cầu chọn qua `Accept-Language` (theo trọng số q): `en`, `en-US`, `en-*`… → tiếng Anh; `vi`, `*`, ngôn ngữ khác hoặc không gửi → tiếng Việt (mặc định, đúng từng chữ như trước). Câu trả lời lỗi có `Content-Language` (`vi` hoặc `en`) và `Vary: Accept-Language`. `code`, `details` và mã trạng thái không đổi theo ngôn ngữ: ứng dụng đọc `code`, không đọc câu chữ. Tiền trong câu vẫn viết `90.000 ₫`, giờ theo giờ Việt Nam (24 giờ). Một số thông báo của quy tắc dùng chung (kiểm tra biểu mẫu của schema, sơ đồ phòng, bảng giá, voucher) chưa có bản tiếng Anh: khi đó câu trả lời tiếng Anh dùng câu chung của mã lỗi, và trường bị lỗi ghi "Please check this field."\n\n' +
          "**Error language.** An error's `message` and `fields` are written in the language the request asks for with `Accept-Language` (q-values honoured): `en`, `en-US`, `en-*` → English; `vi`, `*`, any other language or none → Vietnamese (the default, word for word as before). Error answers carry `Content-Language` and `Vary: Accept-Language`; `code`, `details` and the status never change with the language.",
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
