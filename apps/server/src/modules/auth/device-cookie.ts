import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "#server/config.ts";
import { isHttps } from "./session-cookie.ts";
import { hashToken, newToken } from "./tokens.ts";

/** A browser's long-lived device id (httpOnly, random) tells a known device from a new one for sign-in alerts. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export const deviceCookieName = (config: Config) => (isHttps(config) ? "__Host-hc_device" : "hc_device");

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** The device a request comes from: the hash it is known by, and a new browser id to set when the browser had none. */
export type Device = { hash: string | undefined; newBrowserId?: string };

/** An app's `X-Device-Id`, else the browser's device cookie (a new one when it has none); no hash for an app that sends none. */
export function deviceOf(request: FastifyRequest, config: Config, client: "web" | "app"): Device {
  if (client === "app") {
    const header = request.headers["x-device-id"];
    return { hash: typeof header === "string" && DEVICE_ID.test(header) ? hashToken(`app:${header}`) : undefined };
  }
  const id = request.cookies[deviceCookieName(config)];
  if (id && DEVICE_ID.test(id)) return { hash: hashToken(`web:${id}`) };
  const newBrowserId = newToken();
  return { hash: hashToken(`web:${newBrowserId}`), newBrowserId };
}

/** After a sign-in: gives the browser its device cookie when it had none. */
export function keepDeviceCookie(reply: FastifyReply, config: Config, device: Device): void {
  if (!device.newBrowserId) return;
  reply.setCookie(deviceCookieName(config), device.newBrowserId, {
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(config),
  });
}
