import { useState, type ReactNode } from "react";
import { href, Link } from "react-router";
import type { ApiResult } from "@hancine/contract/api-routes";
import { cancelShowtimeSchema } from "@hancine/contract/back-office-schedule";
import { formatCount, formatDayShort, formatTime } from "@hancine/contract/format";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { errorIdOf, FieldError, FormAlert, SubmitButton, inputClass } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { paths } from "#web/features/site/paths.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { ClockField } from "./clock-field.tsx";
import { dialogFailure } from "./dialog-failure.ts";
import { AccessibilityCheckboxes } from "./accessibility-fields.tsx";
import { RoomField } from "./room-field.tsx";
import { PlacementNote } from "./create-dialog.tsx";
import { editableNow, type ScheduleModel } from "../model/schedule-model.ts";
import { checkPlacement, type Slot } from "../model/schedule-placement.ts";
import { cancelOutcome, moveOutcome, moveWarning, seatsLine, span } from "../model/schedule-text.ts";
import { clockAt, dayShort, parseClock } from "../model/schedule-time.ts";
import { accessibilityFormSchema, moveShowtimeFormSchema } from "../model/showtime-forms.ts";
import { ACCESSIBILITY_LABELS } from "@hancine/contract/accessibility";

type Props = {
  model: ScheduleModel;
  slot: Slot;
  onClose: () => void;
  /** Leave the dialog and move the showtime with the arrow keys on the timeline. */
  onKeyboardMove: (slot: Slot) => void;
  onChanged: (summary: string) => void;
};

type Mode = "view" | "move" | "cancel" | "accessibility";

const ACTION_BASE = "inline-flex min-h-10 items-center justify-center rounded-card border px-3 text-sm font-bold";
const ACTION = cx(ACTION_BASE, "border-night-900 bg-night-900 text-white hover:bg-night-700");
const ACTION_OUTLINE = cx(ACTION_BASE, "border-slate-300 bg-white text-night-900 hover:bg-slate-100");
const ACTION_DANGER = cx(ACTION_BASE, "border-red-300 bg-white text-red-800 hover:bg-red-50");

/** A showtime's details, with the form alternatives to dragging (time, room) and its cancellation. */
export function ShowtimeDialog({ model, slot, onClose, onKeyboardMove, onChanged }: Props) {
  const [mode, setMode] = useState<Mode>("view");
  const [done, setDone] = useState<string | null>(null);
  const s = slot.showtime;
  const room = model.roomById.get(slot.roomId);
  const can = editableNow(slot, model.nowMin);
  const rows: [string, ReactNode][] = [
    ["Phòng", room?.name ?? "—"],
    ["Giờ chiếu", `${span(s)} (${s.film.durationMinutes} phút)`],
    ["Dọn phòng xong", formatTime(s.blockedUntil)],
    ["Định dạng", `${s.format} · ${s.language}`],
    ["Hỗ trợ tiếp cận", s.accessibilityFeatures.length > 0 ? s.accessibilityFeatures.map((f) => ACCESSIBILITY_LABELS[f].short).join(", ") : "Không có"],
    ["Đã bán", `${seatsLine(s)} (${s.seats > 0 ? Math.round((s.sold / s.seats) * 100) : 0}%)`],
    ["Đang giữ", `${formatCount(s.held)} ghế chưa thanh toán`],
    [
      "Trạng thái",
      s.cancelledAt
        ? `Đã huỷ lúc ${formatTime(s.cancelledAt)} ${formatDayShort(s.cancelledAt)}`
        : slot.endMin <= model.nowMin
          ? "Đã chiếu xong"
          : slot.startMin <= model.nowMin
            ? "Đang chiếu"
            : "Đang bán vé",
    ],
  ];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={s.film.name} description={`${room?.name ?? ""} · ${dayShort(model.day.date)} · ${span(s)}`}>
      <div className="flex items-center gap-2">
        <AgeBadge age={s.film.age} />
        {s.cancelledAt && <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800">Đã huỷ</span>}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {done ? (
        <div className="mt-4 outline-none" tabIndex={-1} ref={(el) => el?.focus()}>
          <FormAlert tone="success" message={done} />
        </div>
      ) : mode === "move" ? (
        <MoveForm model={model} slot={slot} onBack={() => setMode("view")} onDone={(text) => (setDone(text), onChanged(text))} />
      ) : mode === "accessibility" ? (
        <AccessibilityForm model={model} slot={slot} onBack={() => setMode("view")} onDone={(text) => (setDone(text), onChanged(text))} />
      ) : mode === "cancel" ? (
        <CancelForm model={model} slot={slot} onBack={() => setMode("view")} onDone={(text) => (setDone(text), onChanged(text))} />
      ) : (
        <div className="mt-5 flex flex-wrap gap-2">
          {can.move && (
            <>
              <button type="button" className={ACTION} onClick={() => setMode("move")}>
                Dời giờ / Đổi phòng
              </button>
              <button type="button" className={ACTION_OUTLINE} onClick={() => onKeyboardMove(slot)}>
                Dời bằng phím mũi tên
              </button>
            </>
          )}
          {can.move && (
            <button type="button" className={ACTION_OUTLINE} onClick={() => setMode("accessibility")}>
              Hỗ trợ tiếp cận
            </button>
          )}
          {can.cancel && (
            <button type="button" className={ACTION_DANGER} onClick={() => setMode("cancel")}>
              Huỷ suất
            </button>
          )}
        </div>
      )}
      <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm">
        <Link to={adminPaths.audit({ entity: "showtime", id: s.id })} className="font-bold text-blue-700 underline underline-offset-2">
          Nhật ký thay đổi của suất này
        </Link>
        {!s.cancelledAt && slot.startMin > model.nowMin && (
          <Link to={adminPaths.houseSeats(s.id)} className="font-bold text-blue-700 underline underline-offset-2">
            Ghế giữ cho quầy
          </Link>
        )}
        {!s.cancelledAt && (
          <a href={paths.booking(s.id)} target="_blank" rel="noreferrer" className="font-bold text-blue-700 underline underline-offset-2">
            Trang đặt vé (tab mới)
          </a>
        )}
      </p>
    </Modal>
  );
}

type FormProps = { model: ScheduleModel; slot: Slot; onBack: () => void; onDone: (summary: string) => void };

/** The time and room typed instead of dragged; sent to its form route (decision 069), which reads the day again. */
function MoveForm({ model, slot, onBack, onDone }: FormProps) {
  const s = slot.showtime;
  const [roomId, setRoomId] = useState(slot.roomId);
  const [time, setTime] = useState(clockAt(model.day.date, slot.startMin));
  const [refusal, setRefusal] = useState<string | null>(null);
  const room = model.roomById.get(roomId);
  const startMin = parseClock(time);
  const film = { durationMinutes: s.film.durationMinutes, endDate: model.filmById.get(s.film.id)?.endDate ?? null };
  const placement =
    room && startMin !== null
      ? checkPlacement({ day: model.day.date, startMin, film, room, slots: model.slots, exceptId: slot.id, nowMin: model.nowMin })
      : null;
  const unchanged = roomId === slot.roomId && startMin === slot.startMin;
  const contract = useContractForm({
    schema: moveShowtimeFormSchema,
    action: href("/form/admin/showtimes/:id/move", { id: slot.id }),
    onSuccess: (moved: ApiResult<"PATCH /admin/showtimes/:id">) =>
      onDone(
        `Đã dời ${s.film.name} sang ${formatTime(moved.showtime.startsAt)}, ${model.roomById.get(moved.showtime.auditoriumId)?.name ?? ""}.${moveOutcome(moved)}`,
      ),
  });
  const { Form, formProps, errors, busy } = contract;

  return (
    <Form
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (event.defaultPrevented) return;
        // The schema took the time: it must also be a move, to a room free then, said before anything is sent.
        const refused = unchanged ? "Giờ và phòng vẫn như cũ: hãy đổi giờ hoặc phòng." : placement?.problem ? `Không dời được: ${placement.problem}` : null;
        if (refused || !placement) event.preventDefault();
        setRefusal(refused);
      }}
      onChange={() => setRefusal(null)}
      className="mt-5 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2"
    >
      <h3 className="text-base font-bold text-night-900 sm:col-span-2">Dời giờ hoặc đổi phòng</h3>
      <input type="hidden" name="day" value={model.day.date} />
      <input type="hidden" name="wasAuditoriumId" value={slot.roomId} />
      <input type="hidden" name="wasTime" value={clockAt(model.day.date, slot.startMin)} />
      <RoomField id="move-room" model={model} value={roomId} onChange={setRoomId} autoFocus withSeats />
      <ClockField id="move-time" name="time" label="Giờ bắt đầu mới" value={time} onChange={setTime} error={errors.time} />
      <PlacementNote day={model.day.date} placement={unchanged ? null : placement} />
      {s.sold > 0 && (
        <p className="rounded-card border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:col-span-2">
          {moveWarning(s, roomId !== slot.roomId)}
        </p>
      )}
      <div className="sm:col-span-2">
        <FormAlert message={dialogFailure(model, refusal, contract)} />
      </div>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <button type="button" onClick={onBack} className={buttonClass("ghost")}>
          Quay lại
        </button>
        <SubmitButton busy={busy} label={s.sold > 0 ? "Dời suất và gửi vé mới" : "Dời suất"} busyLabel="Đang dời…" className={buttonClass("primary")} />
      </div>
    </Form>
  );
}

/** Audio description, subtitles for the deaf and hard of hearing, sensory-friendly: ticked boxes, sent to its form route (decision 069). */
function AccessibilityForm({ model, slot, onBack, onDone }: FormProps) {
  const s = slot.showtime;
  const contract = useContractForm({
    schema: accessibilityFormSchema,
    action: href("/form/admin/showtimes/:id/accessibility", { id: slot.id }),
    onSuccess: (changed: ApiResult<"PUT /admin/showtimes/:id/accessibility">) =>
      onDone(
        changed.accessibilityFeatures.length > 0
          ? `${s.film.name} ${span(s)}: ${changed.accessibilityFeatures.map((f) => ACCESSIBILITY_LABELS[f].short).join(", ")}.`
          : `${s.film.name} ${span(s)}: không còn tính năng hỗ trợ nào.`,
      ),
  });
  const { Form, formProps, errors, busy } = contract;
  return (
    <Form {...formProps} className="mt-5 grid gap-3 border-t border-slate-200 pt-4">
      <fieldset aria-describedby={errors.features ? errorIdOf("accessibility-features") : undefined}>
        <legend className="text-base font-bold text-night-900">Hỗ trợ tiếp cận</legend>
        <p className="mt-1 text-sm text-slate-700">Hiện thành nhãn trên lịch chiếu, và khách lọc được suất theo đó. Vé đã bán vẫn giữ nguyên.</p>
        <AccessibilityCheckboxes name="features" checked={s.accessibilityFeatures} autoFocus />
        <FieldError id="accessibility-features" error={errors.features} />
      </fieldset>
      <FormAlert message={dialogFailure(model, null, contract)} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onBack} className={buttonClass("ghost")}>
          Quay lại
        </button>
        <SubmitButton busy={busy} label="Lưu" busyLabel="Đang lưu…" className={buttonClass("primary")} />
      </div>
    </Form>
  );
}

/** The showtime cancelled with a reason for its buyers; sent to its form route (decision 069), which reads the day again. */
function CancelForm({ model, slot, onBack, onDone }: FormProps) {
  const s = slot.showtime;
  const contract = useContractForm({
    schema: cancelShowtimeSchema,
    action: href("/form/admin/showtimes/:id/cancel", { id: slot.id }),
    onSuccess: (cancelled: ApiResult<"POST /admin/showtimes/:id/cancel">) => onDone(`${s.film.name} ${span(s)}: ${cancelOutcome(cancelled)}`),
  });
  const { Form, formProps, errors, busy } = contract;
  const reasonError = errors.reason;

  return (
    <Form {...formProps} className="mt-5 grid gap-3 border-t border-slate-200 pt-4">
      <h3 className="text-base font-bold text-night-900">Huỷ suất chiếu</h3>
      <p className="rounded-card border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        {s.sold > 0
          ? `${formatCount(s.sold)} vé đã bán: mọi đơn đã thanh toán sẽ được hoàn tiền qua cổng thanh toán của đơn, và người mua nhận e-mail báo huỷ kèm lý do bên dưới.`
          : "Chưa có vé nào được bán cho suất này."}{" "}
        {s.held > 0 ? `${formatCount(s.held)} ghế đang được giữ sẽ được nhả.` : ""} Suất chiếu biến mất khỏi trang đặt vé ngay. Không hoàn tác được.
      </p>
      <div>
        <label htmlFor="cancel-reason" className="mb-1.5 block text-sm font-medium text-slate-800">
          Lý do huỷ (gửi cho khách)
        </label>
        <textarea
          id="cancel-reason"
          name="reason"
          rows={3}
          maxLength={300}
          autoFocus
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? errorIdOf("cancel-reason") : undefined}
          className={cx(inputClass, "h-auto py-2")}
          placeholder="Ví dụ: Sự cố máy chiếu ở phòng 2"
        />
        <FieldError id="cancel-reason" error={reasonError} />
      </div>
      <FormAlert message={dialogFailure(model, null, contract)} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onBack} className={buttonClass("ghost")}>
          Quay lại
        </button>
        <SubmitButton
          busy={busy}
          label={s.sold > 0 ? "Huỷ suất và hoàn tiền" : "Huỷ suất"}
          busyLabel="Đang huỷ…"
          className="inline-flex items-center justify-center gap-2 rounded-card bg-red-700 px-5 py-2.5 text-[15px] font-bold text-white hover:bg-red-800 disabled:bg-slate-200 disabled:text-slate-500"
        />
      </div>
    </Form>
  );
}
