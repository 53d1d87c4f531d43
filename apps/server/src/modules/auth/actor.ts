import type { FastifyRequest } from "fastify";
import type { User } from "@hancine/contract/auth";
import { requestMeta } from "./request-meta.ts";

/** Who makes a back-office change, and from where: written to the audit log with it. */
export type Actor = { user: Pick<User, "id" | "role" | "fullName">; ip: string | null };

/** The signed-in person of a request that passed `requireRole`. */
export function actorOf(request: FastifyRequest): Actor {
  return { user: request.currentUser!.user, ip: requestMeta(request).ip };
}
