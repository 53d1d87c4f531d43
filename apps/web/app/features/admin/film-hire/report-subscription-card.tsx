import { useState } from "react";
import { href, useRevalidator } from "react-router";
import { REPORT_FREQUENCY_LABELS, type ReportFrequency, type ReportSubscription } from "@hancine/contract/film-hire";
import { formatDate, formatTime } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { errorAt } from "#web/lib/forms/form-shape.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { reportSubscriptionFormSchema } from "./report-subscription-form.ts";

const WHAT: Record<ReportFrequency, string> = {
  daily: "Doanh thu, vé, lấp đầy và bắp nước của hôm qua, gửi mỗi ngày vào giờ bạn chọn.",
  weekly: "Số liệu của tuần trước (thứ Hai đến Chủ nhật), gửi sáng thứ Hai vào giờ bạn chọn.",
};
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** One frequency's subscription: the hour (Vietnam time) and the cinema, to set, change or stop. */
export function ReportSubscriptionCard({
  frequency,
  subscription,
  cinemas,
  allLabel,
}: {
  frequency: ReportFrequency;
  subscription: ReportSubscription | null;
  cinemas: { slug: string; name: string }[];
  allLabel: string;
}) {
  const id = `bao-cao-${frequency}`;
  const revalidator = useRevalidator();
  const [note, setNote] = useState<string | null>(null);
  const [stopError, setStopError] = useState<string | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: reportSubscriptionFormSchema,
    action: href("/form/admin/report-subscriptions/:frequency", { frequency }),
    onSuccess: (saved: ReportSubscription) => setNote(`Đã lưu: gửi lúc ${String(saved.hour).padStart(2, "0")}:00 (giờ Việt Nam).`),
  });
  const stop = async () => {
    setStopError(null);
    const answer = await callApi("DELETE /admin/report-subscriptions/:frequency", { params: { frequency } });
    if (!answer.ok) return setStopError(answer.error.message);
    setNote("Đã huỷ nhận báo cáo này.");
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-night-900">
        Báo cáo {REPORT_FREQUENCY_LABELS[frequency].toLowerCase()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{WHAT[frequency]}</p>
      <p className="mt-2 text-sm font-medium text-night-900">
        {subscription
          ? `Đang nhận lúc ${String(subscription.hour).padStart(2, "0")}:00${subscription.lastSentAt ? ` · gửi gần nhất ${formatTime(subscription.lastSentAt)} ${formatDate(subscription.lastSentAt)}` : ""}.`
          : "Bạn chưa đăng ký."}
      </p>
      <Form
        {...formProps}
        key={subscription ? `${subscription.hour}-${subscription.cinema?.slug}` : "none"}
        className="mt-3 grid gap-3 sm:grid-cols-2"
        aria-labelledby={`${id}-title`}
      >
        <Field id={`${id}-hour`} label="Giờ gửi (giờ Việt Nam)" error={errorAt(errors, "hour")}>
          <select
            id={`${id}-hour`}
            name="hour"
            defaultValue={String(subscription?.hour ?? 7)}
            className={inputClass}
            {...invalidProps(`${id}-hour`, errorAt(errors, "hour"))}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {String(h).padStart(2, "0")}:00
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-cinema`} label="Rạp" error={errorAt(errors, "cinema")}>
          <select
            id={`${id}-cinema`}
            name="cinema"
            defaultValue={subscription?.cinema?.slug ?? ""}
            className={inputClass}
            {...invalidProps(`${id}-cinema`, errorAt(errors, "cinema"))}
          >
            <option value="">{allLabel}</option>
            {cinemas.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <SubmitButton busy={busy} label={subscription ? "Lưu thay đổi" : "Đăng ký nhận"} busyLabel="Đang lưu…" className={buttonClass("primary", "h-11")} />
          {subscription ? (
            <button type="button" onClick={() => void stop()} className={buttonClass("ghost", "h-11 border border-slate-300")}>
              Huỷ nhận
            </button>
          ) : null}
        </div>
        <div className="sm:col-span-2" aria-live="polite">
          <FormAlert message={message ?? stopError} />
          <FormAlert message={message || stopError ? null : note} tone="success" />
        </div>
      </Form>
    </section>
  );
}
