import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { CheckinResult } from "@hancine/contract/checkout";
import { formatDate, formatDayShort, formatTime } from "@hancine/contract/format";
import { callApi, type ApiError } from "#web/lib/api-client.ts";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { useCameraScanner } from "./use-camera-scanner.ts";

type Outcome = { kind: "admitted"; result: CheckinResult } | { kind: "refused"; error: ApiError } | null;
const PLACE_KEY = "hancine.checkin.place";

/** A fresh id for one scan; sent again unchanged when the request is retried. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function sendScan(qr: string, place: string) {
  const body = { qr, nonce: newNonce(), ...(place && { place }) };
  const first = await callApi("POST /checkin", { body });
  // A dropped connection: the same request again (same nonce), so the ticket is not counted twice.
  if (!first.ok && first.error.status === 0) {
    await new Promise((resolve) => window.setTimeout(resolve, 800));
    return callApi("POST /checkin", { body });
  }
  return first;
}

/** The check-in desk: scan with the camera (where the browser can) or type the code; a large admit/refuse answer. */
export function CheckinDesk() {
  const id = useId();
  const [code, setCode] = useState("");
  const [place, setPlace] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => setPlace(window.localStorage.getItem(PLACE_KEY) ?? ""), []);

  async function check(value: string) {
    const qr = value.trim();
    if (!qr || busy) return;
    setBusy(true);
    const answer = await sendScan(qr, place.trim());
    setOutcome(answer.ok ? { kind: "admitted", result: answer.result } : { kind: "refused", error: answer.error });
    setBusy(false);
    setCode("");
    resultHeading.current?.focus();
  }

  const camera = useCameraScanner((value) => void check(value));

  function submit(event: FormEvent) {
    event.preventDefault();
    void check(code);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-5">
        {camera.state !== "unsupported" ? (
          <section aria-labelledby={`${id}-camera`} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm">
            <h2 id={`${id}-camera`} className="font-bold text-night-900">
              Quét bằng camera
            </h2>
            <video
              ref={camera.video}
              muted
              playsInline
              aria-label="Hình ảnh camera để quét mã QR"
              className={cx("mt-3 aspect-square w-full rounded-card bg-night-900 object-cover", camera.state === "on" ? "" : "hidden")}
            />
            {camera.state === "denied" ? (
              <p className="mt-2 text-sm text-red-800">Không mở được camera. Bạn hãy cho phép trình duyệt dùng camera, hoặc nhập mã vé bên dưới.</p>
            ) : null}
            <button
              type="button"
              onClick={() => (camera.state === "on" ? camera.stop() : void camera.start())}
              className={buttonClass(camera.state === "on" ? "secondary" : "primary", "mt-3 w-full")}
            >
              {camera.state === "on" ? "Tắt camera" : camera.state === "starting" ? "Đang mở camera…" : "Bật camera để quét"}
            </button>
          </section>
        ) : (
          <p className="rounded-card bg-blue-50 px-4 py-3 text-sm text-blue-950">
            Trình duyệt này không tự đọc được mã QR từ camera. Bạn hãy dùng máy quét cầm tay (nó gõ mã vào ô bên dưới), hoặc nhập mã vé in dưới mã QR.
          </p>
        )}

        <form onSubmit={submit} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm" noValidate>
          <label htmlFor={`${id}-code`} className="font-bold text-night-900">
            Mã QR hoặc mã vé
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            Dán nội dung mã QR, hoặc gõ mã vé 10 ký tự (ví dụ 7K2QXM9PAB).
          </p>
          <input
            ref={codeInput}
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="mt-2 h-12 w-full rounded-card border border-slate-300 px-3 font-mono text-lg focus:border-link focus:outline-none focus:ring-2 focus:ring-link"
          />
          <label htmlFor={`${id}-place`} className="mt-3 block text-sm font-bold text-night-900">
            Cửa soát vé <span className="font-normal text-slate-600">(không bắt buộc)</span>
          </label>
          <input
            id={`${id}-place`}
            value={place}
            maxLength={60}
            onChange={(e) => {
              setPlace(e.target.value);
              window.localStorage.setItem(PLACE_KEY, e.target.value);
            }}
            placeholder="Ví dụ: Cửa 1"
            className="mt-1 h-11 w-full rounded-card border border-slate-300 px-3 focus:border-link focus:outline-none focus:ring-2 focus:ring-link"
          />
          <button type="submit" disabled={busy || !code.trim()} className={buttonClass("primary", "mt-4 h-12 w-full text-base")}>
            {busy ? "Đang kiểm tra…" : "Soát vé"}
          </button>
        </form>
      </div>

      {/* On a phone the answer comes first, where the staff member is looking after a scan. */}
      <section aria-labelledby={`${id}-result`} aria-live="assertive" className={cx("order-first lg:order-none", !outcome && "max-lg:-mb-6")}>
        <h2 ref={resultHeading} id={`${id}-result`} tabIndex={-1} className="sr-only">
          Kết quả soát vé
        </h2>
        <Result outcome={outcome} onNext={() => codeInput.current?.focus()} />
      </section>
    </div>
  );
}

function Result({ outcome, onNext }: { outcome: Outcome; onNext: () => void }) {
  if (!outcome) {
    return (
      <div className="hidden min-h-64 items-center justify-center rounded-card border-2 border-dashed border-slate-300 p-6 text-center text-slate-600 lg:flex">
        Quét hoặc nhập mã vé: kết quả hiện ở đây.
      </div>
    );
  }
  if (outcome.kind === "admitted") {
    const { result } = outcome;
    return (
      <div className="rounded-card bg-green-700 p-6 text-white shadow-lg" data-testid="checkin-result" data-admitted="true">
        <p className="text-4xl font-black tracking-tight sm:text-5xl">✓ CHO VÀO</p>
        {result.doorCheck ? (
          // A student, U22 or elderly ticket (decision 085): the card first, or no entry.
          <div className="mt-4 rounded-card bg-amber-300 px-4 py-3 text-night-900 ring-4 ring-white" data-testid="door-check">
            <p className="text-2xl font-black leading-tight sm:text-3xl">
              <span aria-hidden="true">⚠ </span>
              {result.doorCheck}
            </p>
            <p className="mt-1 text-base font-semibold">Không có thẻ / giấy tờ: không cho vào, mời khách ra quầy vé đổi sang vé người lớn.</p>
          </div>
        ) : null}
        <p className="mt-4 text-3xl font-bold">
          Ghế {result.ticket.seatLabel}
          {result.ticket.ticketTypeLabel && result.ticket.ticketType !== "adult" ? (
            <span className="text-xl"> · vé {result.ticket.ticketTypeLabel}</span>
          ) : null}
        </p>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-xl font-bold">
          {result.film.name} <AgeBadge age={result.film.age} />
        </p>
        <p className="mt-1 text-lg">
          {formatTime(result.showtime.startsAt)} · {formatDayShort(result.showtime.startsAt)} · {result.showtime.auditorium}
        </p>
        <p className="mt-3 text-sm text-green-50">
          Mã đặt vé {result.orderCode} · vé {result.ticket.code} · soát lúc {formatTime(result.checkedInAt)}, {formatDate(result.checkedInAt)}
        </p>
        <button type="button" onClick={onNext} className={buttonClass("outline-light", "mt-5")}>
          Vé tiếp theo
        </button>
      </div>
    );
  }
  const { error } = outcome;
  const title =
    error.code === "ALREADY_CHECKED_IN" ? "ĐÃ SOÁT RỒI" : error.code === "VALIDATION_FAILED" || error.status === 0 ? "CHƯA ĐỌC ĐƯỢC MÃ" : "KHÔNG CHO VÀO";
  const message = error.fields?.qr ?? error.fields?.nonce ?? error.message;
  return (
    <div className="rounded-card bg-red-700 p-6 text-white shadow-lg" data-testid="checkin-result" data-admitted="false">
      <p className="text-4xl font-black tracking-tight sm:text-5xl">✕ {title}</p>
      <p className="mt-4 text-xl font-bold leading-snug">{message}</p>
      <button type="button" onClick={onNext} className={buttonClass("outline-light", "mt-5")}>
        Quét vé khác
      </button>
    </div>
  );
}
