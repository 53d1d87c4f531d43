import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { endEventStream, openEventStream } from "#server/http/event-stream.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { requireUser } from "../auth/current-user.ts";
import { Slots } from "../limits/slots.ts";
import { admissionKey } from "./admission-token.ts";
import type { QueueEventHub } from "./queue-event-hub.ts";
import { joinQueue, leaveQueue, myPlace, placeFrom, entryWithEvent } from "./queue-places.ts";
import { publicSaleEvent } from "./sale-event-view.ts";
import { msg } from "@hancine/contract/i18n/message";

/** A refused stream may try again once a tab has been closed. */
const STREAM_RETRY_SECONDS = 30;
/** A request refused because this process is serving its most waiting-room requests: the page comes back by itself. */
const BUSY = new DomainError("SERVICE_UNAVAILABLE", {
  message: msg("error.SERVICE_UNAVAILABLE.waitingRoom"),
  retryAfter: 3,
});

const tags = ["Phòng chờ"];

/** The waiting room of a premiere day (issue 17, decision 055): the event, and one's place in its queue. */
export const waitingRoomRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; queueEvents: QueueEventHub }> = async (app, { deps, queueEvents }) => {
  const key = admissionKey(deps.config.sessionSecret);
  const openStreams = new Slots(deps.config.eventStreamsPerAddress);
  // The rush of a premiere, capped per process before any database work (decision 055): past the cap
  // a request is refused at once with Retry-After instead of queuing in front of every other page.
  const inProgress = new Slots(deps.config.queueRequestsInProgress);
  const releases = new WeakMap<FastifyRequest, () => void>();
  const busyGate = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const release = inProgress.take("waiting-room");
      if (!release) throw BUSY;
      releases.set(request, release);
      // Answered, failed or abandoned by the client: the response closes either way.
      reply.raw.once("close", release);
    },
  };

  app.route({
    ...apiRoute("GET /sale-events/:id", { tags, summary: "Một đợt mở bán qua phòng chờ (cả đợt đã kết thúc: status closed)", errors: [400, 404] }),
    handler: async (request, reply) => {
      reply.header("cache-control", "no-cache");
      return { result: await publicSaleEvent(deps, request.params.id) };
    },
  });

  app.route({
    ...apiRoute("POST /sale-events/:id/queue", {
      tags,
      summary: "Vào phòng chờ: một chỗ cho mỗi tài khoản",
      description:
        "Vào trước giờ mở bán: thứ tự được bốc thăm ngẫu nhiên lúc mở; vào sau: xếp cuối hàng. Gọi lại giữ nguyên chỗ. " +
        "Đã rời, hết lượt hoặc đã mua thì vào lại cuối hàng. 409 SALES_CLOSED khi đợt đã kết thúc; 429 RATE_LIMITED theo địa chỉ mạng; " +
        "503 SERVICE_UNAVAILABLE (kèm Retry-After) khi máy chủ đang phục vụ tối đa số yêu cầu phòng chờ cùng lúc: gọi lại sau Retry-After, chỗ không mất.",
      errors: [400, 401, 404, 409, 429, 503],
    }),
    ...busyGate,
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await joinQueue(deps, key, request.currentUser!.user.id, request.params.id, request.ip) };
    },
  });

  app.route({
    ...apiRoute("GET /sale-events/:id/queue/me", {
      tags,
      summary: "Chỗ của bạn trong phòng chờ (và lượt vào mua khi đến lượt)",
      description:
        "Mỗi lần hỏi tính là bạn vẫn đang chờ: vắng quá 5 phút khi đến lượt thì bị bỏ qua. `admissionToken` gửi kèm lần giữ ghế đầu tiên (POST /orders).",
      errors: [400, 401, 404, 503],
    }),
    ...busyGate,
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await myPlace(deps, key, request.currentUser!.user.id, request.params.id) };
    },
  });

  app.route({
    ...apiRoute("DELETE /sale-events/:id/queue", { tags, summary: "Rời phòng chờ (hoặc bỏ lượt vào mua chưa dùng)", errors: [400, 401, 404, 503] }),
    ...busyGate,
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: { left: await leaveQueue(deps, request.currentUser!.user.id, request.params.id) } };
    },
  });

  app.get(
    "/sale-events/:id/queue/me/stream",
    {
      schema: {
        tags,
        summary: "Server-Sent Events: chỗ của bạn trong phòng chờ, cập nhật trực tiếp",
        description:
          "Mỗi sự kiện `place` mang một QueuePlace (như GET …/queue/me): ngay khi kết nối, rồi mỗi khi hàng tiến lên, đợt tạm dừng hay kết thúc, " +
          "và khi đến lượt (kèm `admissionToken`). Giữ kết nối tính là bạn vẫn đang chờ. Hoạt động qua nhiều tiến trình máy chủ dùng chung một PostgreSQL.",
        params: z.object({ id: z.string().max(64) }),
        response: { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
      ...busyGate,
      preHandler: requireUser(deps),
    },
    async (request, reply) => {
      const { entry, event, now } = await entryWithEvent(deps, request.currentUser!.user.id, request.params.id);
      releases.get(request)?.(); // open from here on: no longer a request in progress
      const release = openStreams.take(request.ip);
      if (!release) throw rateLimited(STREAM_RETRY_SECONDS, msg("error.RATE_LIMITED.waitingRoomPages"));
      const out = openEventStream(reply, "queue");
      const send = (place: unknown) => out.write(`event: place\ndata: ${JSON.stringify(place)}\n\n`);
      send(placeFrom(key, entry, event, now));
      const close = queueEvents.open({ entry, opensAt: event.opensAt, send, ping: () => out.write(": ping\n\n"), end: () => endEventStream(out) });
      const stop = () => {
        close();
        release();
      };
      request.raw.on("close", stop);
      out.on("error", stop);
    },
  );
};
