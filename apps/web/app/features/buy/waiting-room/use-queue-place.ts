import { useCallback, useEffect, useRef, useState } from "react";
import type { QueuePlace } from "@hancine/contract/waiting-room";
import { callApi } from "#web/lib/api-client.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { parsePlace } from "./parse-place.ts";

/** How often the place is asked for when the live stream is down. */
export const POLL_MS = 5_000;
/** A join refused for the moment (the site busy, the network down) is tried again after the server's Retry-After, or this many seconds. */
const RETRY_SECONDS = 5;

/** Busy (503), too many from this network (429) or no answer: worth trying again by itself, later. */
const passing = (status: number) => status === 503 || status === 429 || status === 0;

type Options = {
  eventId: string;
  /** The place the server rendered the page with (null: signed out, or not in line yet). */
  initial: QueuePlace | null;
  signedIn: boolean;
  /** A 401 on joining: the session ended; the page asks to sign in again. */
  onSignedOut: () => void;
};

export type QueueConnection = "live" | "polling";

/**
 * The visitor's place in an event's line: joins once signed in (POST …/queue, idempotent on the
 * server; refused for the moment — busy, too many, no network — it tries again by itself after the
 * server's Retry-After, spread out), then follows it live through the place's stream (Server-Sent Events; the browser
 * reconnects by itself). While the stream is down, GET …/queue/me every 5 seconds keeps the place
 * fresh (and keeps it from being counted as away) until the stream is back.
 */
export function useQueuePlace({ eventId, initial, signedIn, onSignedOut }: Options) {
  const { t } = useI18n();
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  });
  const [place, setPlace] = useState<QueuePlace | null>(initial);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [joinRetrying, setJoinRetrying] = useState(false);
  const [joining, setJoining] = useState(false);
  const [connection, setConnection] = useState<QueueConnection>("live");
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  });

  const retryTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const join = useCallback(async () => {
    window.clearTimeout(retryTimer.current);
    setJoining(true);
    setJoinError(null);
    setJoinRetrying(false);
    const reply = await callApi("POST /sale-events/:id/queue", { params: { id: eventId } });
    setJoining(false);
    if (reply.ok) setPlace(reply.result);
    else if (reply.error.status === 401) signedOut.current();
    else if (passing(reply.error.status)) {
      // Spread out: everyone refused in the same second does not come back in the same second.
      const seconds = Math.ceil((reply.error.retryAfter ?? RETRY_SECONDS) * (1 + Math.random() / 2));
      const say = words.current;
      const why = reply.error.status === 503 ? say("room.busy") : reply.error.message;
      setJoinError(say("room.retrying", { why, seconds }));
      setJoinRetrying(true);
      retryTimer.current = window.setTimeout(() => void join(), seconds * 1000);
    } else setJoinError(reply.error.message);
  }, [eventId]);

  const refresh = useCallback(async () => {
    const reply = await callApi("GET /sale-events/:id/queue/me", { params: { id: eventId } });
    if (reply.ok) setPlace(reply.result);
    return reply.ok;
  }, [eventId]);

  // Signed in and not in line yet (or after signing in from the page): join by itself.
  const inLine = place !== null;
  useEffect(() => {
    if (signedIn && !inLine) void join();
  }, [signedIn, inLine, join]);

  // Follow the place while there is something to wait for.
  const following = signedIn && place?.state === "waiting";
  useEffect(() => {
    if (!following) return;
    let pollTimer: number | undefined;
    const startPolling = () => {
      if (pollTimer !== undefined) return;
      setConnection("polling");
      pollTimer = window.setInterval(() => void refresh(), POLL_MS);
    };
    const stopPolling = () => {
      if (pollTimer !== undefined) window.clearInterval(pollTimer);
      pollTimer = undefined;
      setConnection("live");
    };
    if (typeof EventSource === "undefined") {
      startPolling();
      return () => window.clearInterval(pollTimer);
    }
    const source = new EventSource(`/api/v1/sale-events/${encodeURIComponent(eventId)}/queue/me/stream`);
    source.addEventListener("open", stopPolling);
    source.addEventListener("place", (event) => {
      const next = parsePlace((event as MessageEvent<string>).data);
      if (next && next.eventId === eventId) setPlace(next);
    });
    // Down (the browser retries by itself) or refused for good (CLOSED): poll meanwhile.
    source.addEventListener("error", () => {
      void refresh();
      startPolling();
    });
    return () => {
      source.close();
      if (pollTimer !== undefined) window.clearInterval(pollTimer);
    };
  }, [following, eventId, refresh]);

  return { place, join, joining, joinError, joinRetrying, refresh, connection };
}
