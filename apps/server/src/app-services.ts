import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./app-deps.ts";
import { DatabaseNotifications } from "./db/notifications.ts";
import { createPublicCache, type PublicCache } from "./http/public-cache.ts";
import { SeatEventHub } from "./modules/booking/seat-event-hub.ts";
import { listenForContentChanges } from "./modules/content/content-changes.ts";
import { queuePickupEmail } from "./modules/snack-orders/pickup-emails.ts";
import { createCheckoutService, type CheckoutService } from "./modules/checkout/checkout-service.ts";
import { createMailOutbox } from "./modules/mail/mail-plugin.ts";
import type { OutboxSender } from "./modules/mail/outbox-sender.ts";
import { sendDueReminders } from "./modules/waitlist/film-reminders.ts";
import { handOverSeats, runWaitlistHandOvers } from "./modules/waitlist/hand-over.ts";
import { runAdmissions } from "./modules/waiting-room/admission-job.ts";
import { admissionKey } from "./modules/waiting-room/admission-token.ts";
import { QueueEventHub } from "./modules/waiting-room/queue-event-hub.ts";

/**
 * The long-lived services the app is assembled from, made once here from `AppDeps` (decision 035).
 * They reach the modules one way only: `buildApp` passes each route plugin, as its options, the
 * ones it names (`{ deps, cache }`, `{ deps, seatEvents }` …) and the background jobs get them as
 * arguments. Nothing is hung on the Fastify instance; tests read them from `buildApp`'s answer.
 */
export type AppServices = {
  /** The process's one LISTEN, every channel on one connection, listening again by itself after a loss (decision 061). */
  notifications: DatabaseNotifications;
  /** The public reads' cache (film lists, content), invalidated by time and, on every instance, by content changes (decision 047). */
  cache: PublicCache;
  /** Live seat maps: one LISTEN per process. */
  seatEvents: SeatEventHub;
  /** Payment gateways, the payment handler and the payment jobs. */
  checkout: CheckoutService;
  /** Sends the outbox's due e-mails. */
  mailOutbox: OutboxSender;
  /**
   * After the sale (decision 051): seats freed while someone waits go down the line (the woken showtimes,
   * or the one named); "Nhắc tôi" e-mails. Each returns what it did.
   */
  afterSale: { handOver(showtimeId?: string): Promise<number>; sendReminders(): Promise<number> };
  /** The waiting room (decision 055): one run of the admission job over every open sale event; answers how many it let in. */
  waitingRoom: { admit(): Promise<number> };
  /** Live queue places: one LISTEN per process, the open streams per event. */
  queueEvents: QueueEventHub;
};

/** Makes the services and ties their start and stop to the app's life. */
export async function createAppServices(app: FastifyInstance, deps: AppDeps): Promise<AppServices> {
  const notifications = new DatabaseNotifications(deps.database, app.log);
  await notifications.start();
  const seatEvents = new SeatEventHub(notifications, app.log);
  await seatEvents.start();
  const queueEvents = new QueueEventHub(deps.database, notifications, admissionKey(deps.config.sessionSecret), deps.clock, app.log);
  await queueEvents.start();
  // On the app's clock, so a moved clock (tests) also ages the entries.
  const cache = createPublicCache(10_000, () => deps.clock().getTime());
  await listenForContentChanges(notifications, cache);
  // The streams are closed before the server waits for them; then the listening connection.
  app.addHook("preClose", async () => {
    seatEvents.close();
    await queueEvents.close();
    await notifications.close();
  });
  return {
    notifications,
    cache,
    seatEvents,
    checkout: createCheckoutService(deps, { onSnacksPaid: (tx, orderId, now) => queuePickupEmail(deps, tx, orderId, now) }),
    mailOutbox: createMailOutbox(app, deps),
    afterSale: {
      handOver: (showtimeId) => (showtimeId ? handOverSeats(deps, showtimeId) : runWaitlistHandOvers(deps)),
      sendReminders: () => sendDueReminders(deps),
    },
    waitingRoom: { admit: () => runAdmissions(deps) },
    queueEvents,
  };
}
