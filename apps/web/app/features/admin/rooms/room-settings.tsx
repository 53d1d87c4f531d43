import { useId, useState, type FormEvent } from "react";
import type { AdminRoom } from "@hancine/contract/back-office-rooms";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";

/** The room's name and cleaning time (0–60 minutes, used by showtimes created afterwards). */
export function RoomSettings({ room, onSaved }: { room: AdminRoom; onSaved: (room: AdminRoom) => void }) {
  const id = useId();
  const [name, setName] = useState(room.name);
  const [cleaning, setCleaning] = useState(String(room.cleaningMinutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);
  const changed = name.trim() !== room.name || cleaning !== String(room.cleaningMinutes);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(cleaning);
    if (cleaning.trim() === "" || !Number.isInteger(minutes)) {
      setErrors({ cleaningMinutes: "Thời gian dọn phòng là số phút nguyên, từ 0 đến 60." });
      return;
    }
    setPending(true);
    setStatus("");
    const body = { ...(name.trim() !== room.name && { name }), ...(minutes !== room.cleaningMinutes && { cleaningMinutes: minutes }) };
    const answer = await callApi("PATCH /admin/auditoriums/:id", { params: { id: room.id }, body });
    setPending(false);
    if (!answer.ok) {
      setErrors(answer.error.fields ?? { form: answer.error.message });
      return;
    }
    setErrors({});
    setStatus("Đã lưu tên và thời gian dọn phòng.");
    onSaved(answer.result);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <Field id={`${id}-name`} label="Tên phòng" error={errors.name} className="min-w-48 flex-1">
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
          autoComplete="off"
          className={inputClass}
          {...invalidProps(`${id}-name`, errors.name)}
        />
      </Field>
      <Field id={`${id}-cleaning`} label="Dọn phòng sau mỗi suất (phút)" error={errors.cleaningMinutes} className="w-64">
        <input
          id={`${id}-cleaning`}
          value={cleaning}
          onChange={(event) => setCleaning(event.target.value)}
          inputMode="numeric"
          type="number"
          min={0}
          max={60}
          step={1}
          className={inputClass}
          aria-describedby={errors.cleaningMinutes ? `${id}-cleaning-error` : `${id}-cleaning-hint`}
          aria-invalid={errors.cleaningMinutes ? true : undefined}
        />
        {errors.cleaningMinutes ? null : (
          <p id={`${id}-cleaning-hint`} className="mt-1.5 text-xs text-slate-600">
            Áp dụng cho suất tạo sau khi lưu.
          </p>
        )}
      </Field>
      <div className="sm:pt-[1.625rem]">
        <button type="submit" className={buttonClass("secondary")} disabled={!changed || pending}>
          {pending ? "Đang lưu…" : "Lưu thông tin phòng"}
        </button>
      </div>
      <p role="status" className="w-full text-sm text-emerald-800 empty:hidden">
        {status}
      </p>
      {errors.form ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      {errors.body ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {errors.body}
        </p>
      ) : null}
    </form>
  );
}
