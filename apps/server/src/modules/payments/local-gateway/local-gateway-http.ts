import type { FastifyReply } from "fastify";
import { renderErrorPage, type GatewayErrorView, type GatewayLook } from "./local-gateway-page.ts";

/**
 * The gateway pages' CSP: no script, no inline style; forms may post here and be redirected to the
 * merchant's origin (form-action also governs where a form's redirect may go).
 */
export function gatewayPageCsp(formTarget?: string): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${formTarget ? `'self' ${formTarget}` : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

export function sendGatewayHtml(reply: FastifyReply, status: number, html: string, csp: string) {
  return reply.status(status).header("content-security-policy", csp).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

export const sendGatewayError = (reply: FastifyReply, look: GatewayLook, error: GatewayErrorView) =>
  sendGatewayHtml(reply, 400, renderErrorPage(look, error), gatewayPageCsp());

/** Appends a query string to a URL that may already have one. */
export function withQuery(url: string, query: string) {
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}
