import { useState } from "react";
import { useRevalidator } from "react-router";
import { RECOVERY_CODE_COUNT, type MfaOverview } from "@hancine/contract/mfa";
import { callApi, type ApiOutcome } from "#web/lib/api-client.ts";
import { useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { withStepUp } from "#web/lib/step-up.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { ConfirmInline } from "./confirm-inline.tsx";
import { EnrolFactor, type FactorKind } from "./enrol-factor.tsx";
import { formatMoment, timeAgo } from "./security-texts.ts";

type Props = {
  overview: MfaOverview;
  now: number;
  /** New recovery codes to show once (a first factor, or 'Tạo mã mới'). */
  onRecoveryCodes: (codes: string[]) => void;
};

/**
 * The account's second factors: the authenticator app (set up, remove), the passkeys (add, remove)
 * and the recovery codes left (make new ones). Removing and remaking ask for a recent proof (step-up);
 * the server refuses to remove a staff account's last factor, in its own words.
 */
export function FactorList({ overview, now, onRecoveryCodes }: Props) {
  const stepUp = useStepUp();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState<FactorKind | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const enrolled = overview.totp.enrolled || overview.passkeys.length > 0;

  const act = async (call: () => Promise<ApiOutcome<unknown>>, done: string) => {
    const answer = await withStepUp(stepUp, call);
    if (!answer.ok) return setOutcome({ tone: "error", text: answer.error.message });
    setOutcome({ tone: "success", text: done });
    await revalidator.revalidate();
  };
  const added = async (codes: string[] | null, what: string) => {
    setAdding(null);
    setOutcome({ tone: "success", text: `Đã thêm ${what}. Các thiết bị khác đã được đăng xuất.` });
    if (codes) onRecoveryCodes(codes);
    await revalidator.revalidate();
  };

  return (
    <div className="space-y-5">
      <FormAlert message={outcome?.text ?? null} tone={outcome?.tone} />

      <section aria-labelledby="factor-totp" className="border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id="factor-totp" className="font-bold text-night-900">
              Ứng dụng xác thực
            </h3>
            <p className="text-sm text-slate-600">{overview.totp.enrolled ? "Đang bật: mã 6 số trong ứng dụng trên điện thoại." : "Chưa thiết lập."}</p>
          </div>
          {overview.totp.enrolled ? (
            <ConfirmInline
              label="Gỡ ứng dụng"
              question="Gỡ ứng dụng xác thực?"
              effect="Mã trong ứng dụng sẽ không còn dùng được để đăng nhập. Các thiết bị khác sẽ bị đăng xuất."
              confirmLabel="Gỡ ứng dụng"
              busyLabel="Đang gỡ…"
              onConfirm={() => act(() => callApi("DELETE /auth/mfa/totp"), "Đã gỡ ứng dụng xác thực.")}
            />
          ) : adding !== "totp" ? (
            <button type="button" onClick={() => setAdding("totp")} className={buttonClass("ghost", "border border-slate-300", "sm")}>
              Thiết lập
            </button>
          ) : null}
        </div>
        {adding === "totp" ? (
          <div className="mt-4">
            <EnrolFactor kinds={["totp"]} onEnrolled={(codes) => added(codes, "ứng dụng xác thực")} onCancel={() => setAdding(null)} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="factor-passkeys" className="border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id="factor-passkeys" className="font-bold text-night-900">
              Khoá truy cập (passkey)
            </h3>
            <p className="text-sm text-slate-600">{overview.passkeys.length > 0 ? `${overview.passkeys.length} khoá đã thêm.` : "Chưa có khoá nào."}</p>
          </div>
          {adding !== "passkey" ? (
            <button type="button" onClick={() => setAdding("passkey")} className={buttonClass("ghost", "border border-slate-300", "sm")}>
              Thêm khoá truy cập
            </button>
          ) : null}
        </div>
        {overview.passkeys.length > 0 ? (
          <ul className="mt-3 divide-y divide-slate-100 rounded-card border border-slate-200">
            {overview.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="break-words font-medium text-night-900">{passkey.name}</p>
                  <p className="text-sm text-slate-600">
                    Thêm lúc <time dateTime={passkey.createdAt}>{formatMoment(passkey.createdAt)}</time> ·{" "}
                    {passkey.lastUsedAt ? (
                      <>
                        dùng lần cuối <time dateTime={passkey.lastUsedAt}>{timeAgo(passkey.lastUsedAt, now).toLowerCase()}</time>
                      </>
                    ) : (
                      "chưa dùng để đăng nhập"
                    )}
                  </p>
                </div>
                <ConfirmInline
                  label={
                    <>
                      Xoá<span className="sr-only"> khoá {passkey.name}</span>
                    </>
                  }
                  question={`Xoá khoá truy cập “${passkey.name}”?`}
                  effect="Khoá này sẽ không còn dùng được để đăng nhập HanCine. Các thiết bị khác sẽ bị đăng xuất."
                  confirmLabel="Xoá khoá"
                  busyLabel="Đang xoá…"
                  onConfirm={() =>
                    act(() => callApi("DELETE /auth/mfa/passkeys/:id", { params: { id: passkey.id } }), `Đã xoá khoá truy cập “${passkey.name}”.`)
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
        {adding === "passkey" ? (
          <div className="mt-4">
            <EnrolFactor kinds={["passkey"]} onEnrolled={(codes) => added(codes, "khoá truy cập")} onCancel={() => setAdding(null)} />
          </div>
        ) : null}
      </section>

      {enrolled ? (
        <section aria-labelledby="factor-recovery" className="border-t border-slate-200 pt-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 id="factor-recovery" className="font-bold text-night-900">
                Mã khôi phục
              </h3>
              <p className="text-sm text-slate-600">
                Còn {overview.recoveryCodesLeft}/{RECOVERY_CODE_COUNT} mã chưa dùng.
                {overview.recoveryCodesLeft <= 3 ? " Bạn nên tạo mã mới." : ""}
              </p>
            </div>
            <ConfirmInline
              label="Tạo mã mới"
              question="Tạo mười mã khôi phục mới?"
              effect="Các mã cũ, kể cả mã chưa dùng, sẽ hết hiệu lực ngay."
              confirmLabel="Tạo mã mới"
              busyLabel="Đang tạo…"
              danger={false}
              onConfirm={async () => {
                const answer = await withStepUp(stepUp, () => callApi("POST /auth/mfa/recovery-codes"));
                if (!answer.ok) return setOutcome({ tone: "error", text: answer.error.message });
                setOutcome(null);
                onRecoveryCodes(answer.result.recoveryCodes);
              }}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
