import { useId, useState } from "react";
import { href } from "react-router";
import type { AdminRoom } from "@hancine/contract/back-office-rooms";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { roomSettingsFormSchema } from "./room-settings-form.ts";
import { FormOutcome } from "./form-outcome.tsx";

/** The room's name and cleaning time (0–60 minutes, used by showtimes created afterwards). */
export function RoomSettings({ room, onSaved }: { room: AdminRoom; onSaved: (room: AdminRoom) => void }) {
  const id = useId();
  const [name, setName] = useState(room.name);
  const [cleaning, setCleaning] = useState(String(room.cleaningMinutes));
  const [status, setStatus] = useState("");
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: roomSettingsFormSchema,
    action: href("/form/admin/rooms/:id", { id: room.id }),
    onSuccess: (saved: AdminRoom) => {
      setStatus("Đã lưu tên và thời gian dọn phòng.");
      onSaved(saved);
    },
  });
  const changed = name.trim() !== room.name || cleaning !== String(room.cleaningMinutes);

  return (
    <Form
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) setStatus("");
      }}
      className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Field id={`${id}-name`} label="Tên phòng" error={errors.name} className="min-w-48 flex-1">
        <input
          id={`${id}-name`}
          name="name"
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
          name="cleaningMinutes"
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
        <button type="submit" className={buttonClass("secondary")} disabled={!changed || busy}>
          {busy ? "Đang lưu…" : "Lưu thông tin phòng"}
        </button>
      </div>
      <FormOutcome status={status} message={message} />
    </Form>
  );
}
