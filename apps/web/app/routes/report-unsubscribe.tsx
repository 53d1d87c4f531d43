import { useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/report-unsubscribe";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Huỷ nhận báo cáo – HanCine" }, { name: "robots", content: "noindex" }];

/**
 * /huy-nhan-bao-cao?token=…: the report e-mail's link. It asks before stopping (a button that posts),
 * since mail scanners open the links of an e-mail by themselves.
 */
export default function ReportUnsubscribe() {
  // Read from the location, not useSearchParams: that hook would join every page's first-load code (decision 059).
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const stop = async () => {
    setBusy(true);
    const answer = await callApi("POST /report-subscriptions/unsubscribe", { body: { token } });
    setBusy(false);
    setOutcome(
      answer.ok
        ? { ok: true, message: `Đã huỷ: ${answer.result.email} sẽ không nhận báo cáo ${answer.result.frequency === "daily" ? "hằng ngày" : "hằng tuần"} nữa.` }
        : { ok: false, message: answer.error.fields?.token ?? answer.error.message },
    );
  };
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">Huỷ nhận báo cáo doanh thu</h1>
      <div className="mt-6 space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {outcome ? (
          <FormAlert tone={outcome.ok ? "success" : "error"} message={outcome.message} />
        ) : token ? (
          <>
            <p className="text-slate-700">Bạn sẽ không nhận e-mail báo cáo này nữa. Có thể đăng ký lại bất cứ lúc nào trong trang quản trị.</p>
            <button type="button" onClick={() => void stop()} disabled={busy} className={buttonClass("primary", "h-12 w-full")}>
              {busy ? "Đang huỷ…" : "Huỷ nhận báo cáo"}
            </button>
          </>
        ) : (
          <FormAlert message="Đường dẫn thiếu mã huỷ nhận. Bạn hãy mở lại đường dẫn trong e-mail." />
        )}
      </div>
    </div>
  );
}
