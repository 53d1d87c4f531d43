import { useState } from "react";
import { Link, redirect, useNavigate, useRevalidator } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/account-security";
import { servicesOf } from "#web/page-services.ts";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { paths, safeNext } from "#web/features/site/paths.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { SecondStepForm } from "#web/features/account/sign-in/second-step-form.tsx";
import { StepUpProvider } from "#web/features/account/sign-in/step-up-provider.tsx";
import { DeviceList } from "#web/features/account/security/device-list.tsx";
import { EnrolFactor } from "#web/features/account/security/enrol-factor.tsx";
import { FactorList } from "#web/features/account/security/factor-list.tsx";
import { RecoveryCodesPanel } from "#web/features/account/security/recovery-codes-panel.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Bảo mật tài khoản – HanCine" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "cache-control": "private, no-store" };
}

/**
 * The second factor and the signed-in devices. Anonymous visitors sign in first (and come back). A
 * session that has not proven its second factor sees only what it can do: set one up (staff's first
 * sign-in), or prove it; the devices are listed once it is proven.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const me = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  if (!me?.ok) throw redirect(paths.login(url.pathname + url.search));
  const { user, mfa } = me.result;
  const proven = !mfa.required || mfa.proven;
  const [overview, sessions] = await Promise.all([
    readResult(api, "GET /auth/mfa", null, { timeoutMs: HOME.requestTimeoutMs }),
    proven ? readResult(api, "GET /me/sessions", [], { timeoutMs: HOME.requestTimeoutMs }) : Promise.resolve([]),
  ]);
  return { user, mfa, overview, sessions, next, now: Date.now() };
}

export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  const { user, mfa, overview, sessions, next, now } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { setUser } = useCurrentUser();
  // Shown once, right after they were made; kept here, never in the page's data.
  const [codes, setCodes] = useState<{ list: string[]; enrolment: boolean } | null>(null);
  const staff = hasRole(user.role, "staff");
  const mustEnrol = mfa.required && !mfa.enrolled;
  const mustProve = mfa.required && mfa.enrolled && !mfa.proven;
  const goOn = next ?? (staff ? adminPaths.home() : paths.account());

  const enrolled = (recoveryCodes: string[] | null) => {
    if (recoveryCodes) return setCodes({ list: recoveryCodes, enrolment: true });
    void navigate(goOn);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link to={paths.account()} className="inline-flex min-h-6 items-center font-medium text-link hover:underline">
          ← Tài khoản của tôi
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">Bảo mật tài khoản</h1>
      <p className="mt-1 text-[15px] text-slate-600">{user.email}</p>

      <StepUpProvider>
        <div className="mt-6 space-y-6">
          {codes ? (
            <RecoveryCodesPanel
              codes={codes.list}
              email={user.email}
              continueLabel={codes.enrolment && next ? "Tiếp tục" : codes.enrolment && staff ? "Vào trang quản trị" : "Xong"}
              onContinue={() => {
                setCodes(null);
                if (codes.enrolment && (next || staff)) void navigate(goOn);
                else void revalidator.revalidate();
              }}
            />
          ) : mustEnrol ? (
            <section aria-labelledby="enrol-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 id="enrol-title" className="text-xl font-bold text-night-900">
                Bật xác minh hai bước
              </h2>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
                Tài khoản {staff ? "nhân viên" : "của bạn"} cần thêm một bước xác minh sau mật khẩu, để người lấy được mật khẩu cũng không mở được tài khoản.
                Bạn hãy chọn một cách dưới đây; sau này có thể thêm cách khác.
              </p>
              <div className="mt-5">
                <EnrolFactor onEnrolled={enrolled} />
              </div>
            </section>
          ) : mustProve ? (
            <section aria-labelledby="prove-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 id="prove-title" className="text-xl font-bold text-night-900">
                Xác minh bước hai
              </h2>
              <p className="mb-4 mt-2 text-[15px] leading-relaxed text-slate-700">Bạn hãy xác minh bước hai để xem và đổi cài đặt bảo mật.</p>
              <SecondStepForm
                methods={mfa.methods}
                onProven={(proven) => {
                  setUser(proven);
                  if (next) void navigate(next);
                  else void revalidator.revalidate();
                }}
              />
            </section>
          ) : (
            <>
              <section aria-labelledby="mfa-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <h2 id="mfa-title" className="text-xl font-bold text-night-900">
                  Xác minh hai bước
                </h2>
                <p className="mb-4 mt-2 text-[15px] leading-relaxed text-slate-700">
                  {mfa.enrolled
                    ? "Đang bật: khi đăng nhập, sau mật khẩu bạn cần thêm mã trong ứng dụng xác thực hoặc khoá truy cập."
                    : "Chưa bật. Bật để người lấy được mật khẩu của bạn cũng không đăng nhập được."}
                  {staff && mfa.required ? " Tài khoản nhân viên luôn cần ít nhất một cách xác minh." : ""}
                </p>
                {overview ? (
                  <FactorList overview={overview} now={now} onRecoveryCodes={(list) => setCodes({ list, enrolment: false })} />
                ) : (
                  <p className="text-[15px] text-slate-600">Chưa tải được các cách xác minh. Bạn hãy tải lại trang nhé.</p>
                )}
              </section>
              <section aria-labelledby="devices-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <h2 id="devices-title" className="text-xl font-bold text-night-900">
                  Thiết bị đang đăng nhập
                </h2>
                <p className="mb-4 mt-2 text-[15px] leading-relaxed text-slate-700">
                  Thấy thiết bị lạ? Hãy đăng xuất nó và{" "}
                  <Link to={paths.account()} className="font-medium text-link hover:underline">
                    đổi mật khẩu
                  </Link>
                  .
                </p>
                <DeviceList sessions={sessions} now={now} />
              </section>
            </>
          )}
        </div>
      </StepUpProvider>
    </div>
  );
}
