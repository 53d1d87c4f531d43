import { useEffect, useRef, useState } from "react";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { PICKUP_STATUS_LABELS, type Pickup, type PickupStatus } from "@hancine/contract/snack-orders";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";

/** How often the screen asks for new orders (a counter keeps it open all day). */
const PICKUP_REFRESH_MS = 5_000;

const NEXT: Record<PickupStatus, { status: Exclude<PickupStatus, "paid">; label: string } | null> = {
  paid: { status: "preparing", label: "Bắt đầu chuẩn bị" },
  preparing: { status: "ready", label: "Báo sẵn sàng" },
  ready: { status: "collected", label: "Đã giao cho khách" },
  collected: null,
};
const COLUMNS: PickupStatus[] = ["paid", "preparing", "ready", "collected"];

/** A short two-note chime for a new order (Web Audio: no file to load). */
function chime() {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  [880, 1320].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + i * 0.18);
    tone.stop(audio.currentTime + i * 0.18 + 0.17);
  });
}

/**
 * The counter's screen of snacks ordered on their own: today's paid orders in four columns by their
 * step, each by pickup time; a new order is marked "Mới", announced to screen readers and (when the
 * counter turns it on) chimed. Refreshes itself every PICKUP_REFRESH_MS.
 */
export function PickupBoard({ cinema, initial }: { cinema: string; initial: Pickup[] }) {
  const [pickups, setPickups] = useState(initial);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const [sound, setSound] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const known = useRef(new Set(initial.map((p) => p.code)));
  const soundOn = useRef(sound);
  soundOn.current = sound;

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      const answer = await callApi("GET /box-office/pickups", { query: { cinema } });
      if (!live || !answer.ok) return;
      const added = answer.result.filter((p) => !known.current.has(p.code));
      for (const p of added) known.current.add(p.code);
      setPickups(answer.result);
      if (added.length > 0) {
        setFresh((before) => new Set([...before, ...added.map((p) => p.code)]));
        setAnnouncement(`${added.length} đơn bắp nước mới: ${added.map((p) => `${p.pickupCode} nhận lúc ${formatTime(p.pickupAt)}`).join("; ")}.`);
        if (soundOn.current) chime();
      }
    };
    const timer = window.setInterval(() => void refresh(), PICKUP_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [cinema]);

  async function advance(pickup: Pickup, status: Exclude<PickupStatus, "paid">) {
    setBusy(pickup.code);
    setError(null);
    const answer = await callApi("POST /box-office/pickups/:code/status", { params: { code: pickup.code }, body: { status } });
    setBusy(null);
    if (!answer.ok) return setError(answer.error.message);
    setPickups((all) => all.map((p) => (p.code === pickup.code ? answer.result : p)));
    setFresh((before) => new Set([...before].filter((code) => code !== pickup.code)));
    setAnnouncement(`Đơn ${pickup.pickupCode}: ${PICKUP_STATUS_LABELS[answer.result.status].toLowerCase()}.`);
  }

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Tự cập nhật mỗi {PICKUP_REFRESH_MS / 1000} giây. Đơn mới được đánh dấu “Mới”.</p>
        <label className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-night-900">
          <input type="checkbox" className="size-5 accent-night-900" checked={sound} onChange={(e) => setSound(e.target.checked)} />
          Chuông báo đơn mới
        </label>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="rounded-card bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {COLUMNS.map((column) => {
          const inColumn = pickups.filter((p) => p.status === column);
          return (
            <section key={column} aria-labelledby={`pickups-${column}`} className="rounded-card bg-slate-100 p-3" data-testid={`pickups-${column}`}>
              <h2 id={`pickups-${column}`} className="flex items-center justify-between font-bold text-night-900">
                {PICKUP_STATUS_LABELS[column]}
                <span className="rounded-full bg-white px-2 text-sm">{inColumn.length}</span>
              </h2>
              {inColumn.length === 0 ? <p className="mt-3 text-sm text-slate-600">Không có đơn.</p> : null}
              <ol className="mt-3 space-y-3">
                {inColumn.map((pickup) => {
                  const next = NEXT[pickup.status];
                  const isNew = fresh.has(pickup.code);
                  return (
                    <li
                      key={pickup.code}
                      className={cx("rounded-card bg-white p-3 shadow-sm ring-1", isNew ? "ring-2 ring-amber-brand" : "ring-slate-200")}
                      aria-label={`Đơn ${pickup.pickupCode}, nhận lúc ${formatTime(pickup.pickupAt)}`}
                    >
                      <div className="flex items-baseline justify-between gap-2">
                        <span className="font-mono text-xl font-bold tracking-wider text-night-900">{pickup.pickupCode}</span>
                        <span className="text-lg font-bold text-night-900">{formatTime(pickup.pickupAt)}</span>
                      </div>
                      {isNew ? <span className="mt-1 inline-block rounded bg-amber-brand px-1.5 text-xs font-bold text-night-900">Mới</span> : null}
                      <p className="mt-1 text-sm text-slate-700">{pickup.customerName}</p>
                      <ul className="mt-2 space-y-0.5 text-[15px] text-night-900">
                        {pickup.items.map((item) => (
                          <li key={item.product.id}>
                            <span className="font-bold">{item.quantity} ×</span> {item.product.name}
                          </li>
                        ))}
                      </ul>
                      <p className="mt-2 text-sm text-slate-600">
                        {formatVnd(pickup.total)} · đơn {pickup.code}
                      </p>
                      {next ? (
                        <button
                          type="button"
                          className={cx(buttonClass("primary"), "mt-3 w-full")}
                          disabled={busy === pickup.code}
                          onClick={() => void advance(pickup, next.status)}
                        >
                          {next.label}
                          <span className="sr-only"> – đơn {pickup.pickupCode}</span>
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
