import { useId, useState } from "react";
import { href } from "react-router";
import type { AdminCinema } from "@hancine/contract/back-office";
import { DEFAULT_CLOSES, DEFAULT_OPENS, LATEST_CLOSE_NEXT_DAY, type OpeningHours } from "@hancine/contract/cinema-opening-hours";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { openingHoursText } from "#web/features/admin/occupancy/occupancy-format.ts";
import { cinemaHoursFormSchema } from "./cinema-hours-form.ts";
import { FormOutcome } from "./form-outcome.tsx";

/**
 * A cinema's opening hours (decision 091): when its screens may show films, which the occupancy
 * report divides the minutes showing by. Both fields empty: the chain's default, 09:00–24:00.
 */
export function CinemaHours({ cinema, hours }: { cinema: { slug: string; name: string }; hours: OpeningHours | null }) {
  const id = useId();
  const [opens, setOpens] = useState(hours?.opens ?? "");
  const [closes, setCloses] = useState(hours?.closes === "24:00" ? "00:00" : (hours?.closes ?? ""));
  const [status, setStatus] = useState("");
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: cinemaHoursFormSchema,
    action: href("/form/admin/cinemas/:slug", { slug: cinema.slug }),
    onSuccess: (saved: AdminCinema) =>
      setStatus(
        saved.openingHours ? `Đã lưu giờ mở cửa: ${openingHoursText(saved.openingHours)}.` : `Đã lưu: theo giờ mặc định ${DEFAULT_OPENS}–${DEFAULT_CLOSES}.`,
      ),
  });
  const field = (name: "opens" | "closes", label: string, value: string, set: (text: string) => void, placeholder: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[`openingHours.${name}`];
    return (
      <Field id={fieldId} label={label} error={error} className="w-40">
        <input
          id={fieldId}
          name={`openingHours.${name}`}
          value={value}
          onChange={(event) => set(event.target.value)}
          inputMode="numeric"
          maxLength={5}
          placeholder={placeholder}
          autoComplete="off"
          className={inputClass}
          aria-describedby={error ? `${fieldId}-error` : `${id}-hint`}
          {...invalidProps(fieldId, error)}
        />
      </Field>
    );
  };

  return (
    <Form
      {...formProps}
      aria-label={`Giờ mở cửa của ${cinema.name}`}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) setStatus("");
      }}
      className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
    >
      {field("opens", "Giờ mở cửa", opens, setOpens, DEFAULT_OPENS)}
      {field("closes", "Giờ đóng cửa", closes, setCloses, "00:00")}
      <div className="sm:pt-[1.625rem]">
        <button type="submit" className={buttonClass("secondary")} disabled={busy}>
          {busy ? "Đang lưu…" : "Lưu giờ mở cửa"}
        </button>
      </div>
      <p id={`${id}-hint`} className="w-full text-xs text-slate-600">
        Giờ:phút, 24 giờ. Đóng cửa sau nửa đêm: ghi giờ sáng hôm sau, muộn nhất {LATEST_CLOSE_NEXT_DAY} (ví dụ 01:00); nửa đêm là 00:00. Để trống cả hai ô: theo
        giờ mặc định {DEFAULT_OPENS}–{DEFAULT_CLOSES}. Báo cáo lấp đầy tính hiệu suất phòng theo giờ này.
      </p>
      <FormOutcome status={status} message={message} />
    </Form>
  );
}
