import type { TimelineEvent } from "@hancine/contract/back-office-orders";
import { cx } from "#web/ui/cx.ts";
import { formatMoment, TIMELINE_TONE } from "./order-labels.ts";

/** The order's story, oldest first: held, paid (gateway and transaction), e-mails, check-ins, refunds, desk actions. */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) return <p className="mt-2 text-slate-600">Chưa có diễn biến nào.</p>;
  return (
    <ol className="mt-3 space-y-0">
      {events.map((event, i) => (
        <li key={`${event.at}-${i}`} className="relative flex gap-3 pb-4 last:pb-0">
          <span aria-hidden="true" className={cx("relative z-10 mt-1.5 size-3 shrink-0 rounded-full ring-4 ring-white", TIMELINE_TONE[event.kind])} />
          {i < events.length - 1 ? <span aria-hidden="true" className="absolute left-[5px] top-4 h-full w-0.5 bg-slate-200" /> : null}
          <div className="min-w-0">
            <p className="text-sm text-slate-600">
              <time dateTime={event.at}>{formatMoment(event.at)}</time>
              {event.actor ? ` · ${event.actor}` : ""}
            </p>
            <p className="break-words font-medium text-night-900">{event.title}</p>
            {event.detail ? <p className="break-words text-sm text-slate-700">{event.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
