import { useState } from "react";
import { href } from "react-router";
import type { ApiResult } from "@hancine/contract/api-routes";
import type { CounterSeatMap } from "@hancine/contract/box-office";
import type { Seat } from "@hancine/contract/booking";
import { formatCount, formatTime } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { errorIdOf, FieldError, FormAlert, inputClass, SubmitButton } from "#web/ui/form-fields.tsx";
import { houseSeatsFormSchema } from "./house-seats-form-schema.ts";

const MINUTE = 60_000;
const PRESETS = [15, 30, 60] as const;

/** How each seat reads, for the eye (its box) and for a screen reader (its label). */
const LOOK: Record<"free" | "kept" | "sold" | "held" | "blocked", { text: string; box: string }> = {
  free: { text: "còn trống", box: "border-slate-400 bg-white text-slate-800" },
  kept: { text: "giữ cho quầy", box: "border-amber-700 bg-amber-300 text-night-900" },
  sold: { text: "đã bán", box: "border-slate-400 bg-slate-300 text-slate-700 line-through" },
  held: { text: "khách đang giữ", box: "border-slate-400 bg-slate-200 text-slate-700" },
  blocked: { text: "đang chặn", box: "border-slate-300 bg-slate-100 text-slate-500" },
};

function lookOf(seat: Seat, kept: boolean): keyof typeof LOOK {
  if (seat.status === "available") return kept ? "kept" : "free";
  if (seat.status === "sold") return "sold";
  if (seat.status === "blocked") return "blocked";
  return "held";
}

/**
 * The seats of one showtime a manager keeps for the box office (decision 076), ticked on its seat map
 * (each seat a checkbox: Tab reaches it, Space ticks it), and how many minutes before the start they
 * go on sale online. Seats sold or held online cannot be ticked.
 */
export function HouseSeatsEditor({ map, startsAt }: { map: CounterSeatMap; startsAt: string }) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(map.house.seatIds));
  const [minutes, setMinutes] = useState(String(map.house.releaseMinutesBefore ?? 30));
  const [saved, setSaved] = useState<string | null>(null);
  const contract = useContractForm({
    schema: houseSeatsFormSchema,
    action: href("/form/admin/showtimes/:id/house-seats", { id: map.showtimeId }),
    onSuccess: (house: ApiResult<"PUT /admin/showtimes/:id/house-seats">) =>
      setSaved(
        house.seatIds.length === 0
          ? "Đã bỏ giữ: mọi ghế đều mở bán trên website."
          : `Đã giữ ${formatCount(house.seatIds.length)} ghế cho quầy đến ${formatTime(house.releaseAt!)}; sau đó website mở bán.`,
      ),
  });
  const { Form, formProps, errors, message, busy } = contract;
  const release = /^\d+$/.test(minutes) ? new Date(new Date(startsAt).getTime() - Number(minutes) * MINUTE) : null;
  const toggle = (id: string) =>
    setChosen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rowCount = Math.max(0, ...map.rows.flatMap((row) => row.seats.map((seat) => seat.y))) + 1;
  const screen = (
    <p aria-hidden="true" className="mx-auto w-2/3 rounded-full bg-slate-300 py-1 text-center text-xs font-bold tracking-widest text-slate-700">
      MÀN HÌNH
    </p>
  );

  return (
    <Form {...formProps} onChange={() => setSaved(null)} className="mt-6 grid gap-6">
      <fieldset
        aria-describedby={errors.seatIds ? errorIdOf("house-seats") : undefined}
        className="min-w-0 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
      >
        <legend className="px-1 text-base font-bold text-night-900">Chọn ghế giữ cho quầy</legend>
        <p className="text-sm text-slate-700">
          Dùng phím Tab để đi qua các ghế, phím cách để chọn hoặc bỏ chọn. Ghế đã bán hay khách đang giữ không chọn được.
        </p>
        <div className="mt-4 relative overflow-x-auto pb-2">
          <div className="mx-auto grid w-max gap-3">
            {map.screenSide === "top" && screen}
            <div
              className="grid gap-1"
              style={{ gridTemplateColumns: `2rem repeat(${map.columns}, 2.25rem)`, gridTemplateRows: `repeat(${rowCount}, 2.25rem)` }}
            >
              {map.rows.map((row) => (
                <span
                  key={`row-${row.label}`}
                  aria-hidden="true"
                  className="flex items-center justify-center text-sm font-bold text-slate-600"
                  style={{ gridColumn: 1, gridRow: (row.seats[0]?.y ?? 0) + 1 }}
                >
                  {row.label}
                </span>
              ))}
              {map.rows.flatMap((row) =>
                row.seats.map((seat) => {
                  const kept = chosen.has(seat.id);
                  const look = lookOf(seat, kept);
                  const free = seat.status === "available";
                  return (
                    <label
                      key={seat.id}
                      className={cx("relative flex", free ? "cursor-pointer" : "cursor-not-allowed")}
                      style={{ gridColumn: `${seat.x + 2} / span ${seat.span}`, gridRow: seat.y + 1 }}
                    >
                      <input
                        type="checkbox"
                        name="seatIds"
                        value={seat.id}
                        checked={kept}
                        disabled={!free}
                        onChange={() => toggle(seat.id)}
                        aria-label={`Ghế ${seat.label}, ${LOOK[look].text}`}
                        className="peer sr-only"
                      />
                      <span
                        aria-hidden="true"
                        className={cx(
                          "flex h-9 w-full items-center justify-center rounded border text-xs font-bold",
                          "peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700",
                          LOOK[look].box,
                        )}
                      >
                        {seat.label}
                      </span>
                    </label>
                  );
                }),
              )}
            </div>
            {map.screenSide === "bottom" && screen}
          </div>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700" aria-label="Chú thích">
          {(["free", "kept", "sold", "held", "blocked"] as const).map((key) => (
            <li key={key} className="flex items-center gap-2">
              <span aria-hidden="true" className={cx("inline-block h-5 w-5 rounded border", LOOK[key].box)} />
              {LOOK[key].text.charAt(0).toUpperCase() + LOOK[key].text.slice(1)}
            </li>
          ))}
        </ul>
        <p className="mt-3 font-bold text-night-900" aria-live="polite">
          Đang chọn {formatCount(chosen.size)} ghế
        </p>
        <FieldError id="house-seats" error={errors.seatIds} />
        <button type="button" onClick={() => setChosen(new Set())} className={cx(buttonClass("ghost"), "mt-2 border border-slate-300")}>
          Bỏ chọn tất cả
        </button>
      </fieldset>

      <div className="grid gap-2 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:max-w-md">
        <label htmlFor="house-release" className="font-bold text-night-900">
          Mở bán trên website trước giờ chiếu (phút)
        </label>
        <input
          id="house-release"
          name="releaseMinutesBefore"
          inputMode="numeric"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          aria-invalid={errors.releaseMinutesBefore ? true : undefined}
          aria-describedby={`house-release-hint${errors.releaseMinutesBefore ? ` ${errorIdOf("house-release")}` : ""}`}
          className={cx(inputClass, "max-w-32")}
        />
        <div className="flex flex-wrap gap-2" role="group" aria-label="Chọn nhanh số phút">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={minutes === String(preset)}
              onClick={() => setMinutes(String(preset))}
              className={cx(
                buttonClass("ghost"),
                "min-h-11 border border-slate-300 aria-pressed:border-night-900 aria-pressed:bg-night-900 aria-pressed:text-white",
              )}
            >
              {preset} phút
            </button>
          ))}
        </div>
        <p id="house-release-hint" className="text-sm text-slate-700">
          {release ? `Ghế chưa bán sẽ mở bán trên website lúc ${formatTime(release.toISOString())}.` : "Nhập số phút (0 đến 1440)."}
        </p>
        <FieldError id="house-release" error={errors.releaseMinutesBefore} />
      </div>

      <div className="grid gap-3 sm:max-w-xl">
        <FormAlert message={message} />
        {saved && (
          <div tabIndex={-1} ref={(el) => el?.focus()} className="outline-none">
            <FormAlert tone="success" message={saved} />
          </div>
        )}
        <SubmitButton busy={busy} label="Lưu ghế giữ cho quầy" busyLabel="Đang lưu…" className={cx(buttonClass("primary"), "justify-self-start")} />
      </div>
    </Form>
  );
}
