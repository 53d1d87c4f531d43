import type { MyVoucher } from "@hancine/contract/my-vouchers";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { cx } from "#web/ui/cx.ts";

const STATUS: Record<MyVoucher["status"], { label: WebMessageKey; tone: string }> = {
  usable: { label: "me.vouchers.status.usable", tone: "bg-green-50 text-green-900 ring-green-700/30" },
  used: { label: "me.vouchers.status.used", tone: "bg-slate-100 text-slate-700 ring-slate-300" },
  expired: { label: "me.vouchers.status.expired", tone: "bg-slate-100 text-slate-700 ring-slate-300" },
  upcoming: { label: "me.vouchers.status.upcoming", tone: "bg-amber-50 text-amber-950 ring-amber-200" },
};

/** "Voucher của tôi": the customer's own vouchers (the birthday gift), with the code to type at checkout. */
/** The server's validity sentence, in either language ("Hiệu lực từ …", "Valid from …"). */
const VALIDITY_LINE = /^(?:Hiệu lực|Valid from) /;

export function MyVouchers({ vouchers }: { vouchers: MyVoucher[] }) {
  const { t, rich, locale } = useI18n();
  return (
    <section aria-labelledby="my-vouchers-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="my-vouchers">
      <h2 id="my-vouchers-title" className="text-lg font-bold text-night-900">
        {t("me.vouchers.title")}
      </h2>
      {vouchers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("me.vouchers.none")}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {vouchers.map((voucher) => (
            <li key={voucher.code} className="rounded-card border border-dashed border-slate-300 p-4">
              <div className="flex items-start justify-between gap-2">
                <p className="font-bold text-night-900">{voucher.title}</p>
                <span className={cx("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1", STATUS[voucher.status].tone)}>
                  {t(STATUS[voucher.status].label)}
                </span>
              </div>
              <p className="mt-1 text-sm text-night-900">{voucher.benefit}.</p>
              <p className="mt-2 text-sm text-slate-700">
                {rich("me.vouchers.code", { code: <strong className="font-mono text-night-900 select-all">{voucher.code}</strong> })}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {t("me.vouchers.valid", {
                  from: dateLong(locale, voucher.validFrom),
                  until: dateLong(locale, new Date(Date.parse(voucher.validUntil) - 1).toISOString()),
                })}{" "}
                {/* The server's conditions (in the page's language, decision 096) but their validity, said just before. */}
                {voucher.conditions.filter((line) => !VALIDITY_LINE.test(line)).join(" ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
