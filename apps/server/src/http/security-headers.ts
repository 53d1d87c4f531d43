import type { FastifyReply } from "fastify";

/**
 * The headers every answer carries. Pages and the mailbox set their own (nonce-based) policy;
 * everything else — JSON, files — may never run script nor be framed.
 */
export function setSecurityHeaders(reply: FastifyReply, https: boolean) {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
  if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
  if (https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
}
