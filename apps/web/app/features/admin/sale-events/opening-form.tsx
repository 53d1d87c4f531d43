import { useState } from "react";
import { href } from "react-router";
import { chainDay, dayMonthYearFromIso, formatTime } from "@hancine/contract/format";
import type { AdminSaleEvent } from "@hancine/contract/waiting-room";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { maskClock, openingChangeForm } from "./opening.ts";
import { ShortField } from "./short-field.tsx";

/** The form behind "Đổi giờ mở bán" of one event: kept by the live screen, which says what became of it. */
export function useOpeningForm(eventId: string, onSaved: (event: AdminSaleEvent) => void) {
  return useContractForm({ schema: openingChangeForm, action: href("/form/admin/sale-events/:id/opening", { id: eventId }), onSuccess: onSaved });
}

type Props = {
  opensAt: string;
  form: ReturnType<typeof useOpeningForm>;
  /** Before it is sent (the live screen clears its last word). */
  onSubmit: () => void;
};

/** "Đổi giờ mở bán": the opening's day and time in Vietnam, before it comes (a premiere moved by an hour). */
export function OpeningForm({ opensAt, form, onSubmit }: Props) {
  const [date, setDate] = useState(() => dayMonthYearFromIso(chainDay(opensAt)));
  const [clock, setClock] = useState(() => formatTime(opensAt));
  const { Form, formProps, errors } = form;

  return (
    <Form
      {...formProps}
      onSubmit={(event) => {
        onSubmit();
        formProps.onSubmit(event);
      }}
      aria-label="Đổi giờ mở bán"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="w-44">
        <DateField id="live-date" name="opensAt" label="Ngày mở bán" value={date} onValueChange={setDate} error={errors.opensAt} hint="Ngày/tháng/năm" />
      </div>
      <div className="w-32">
        <ShortField
          id="live-time"
          name="opensTime"
          label="Giờ mở bán"
          hint="Giờ Việt Nam, 24 giờ"
          error={errors.opensTime}
          value={clock}
          onChange={(v) => setClock(maskClock(v))}
          placeholder="hh:mm"
          maxLength={5}
        />
      </div>
      <button type="submit" className={buttonClass("secondary", "mb-5")}>
        Đổi giờ mở bán
      </button>
    </Form>
  );
}
