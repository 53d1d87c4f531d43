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
import { siteMessagesOf } from "#web/lib/share-meta.ts";
import { pathIn } from "#web/lib/i18n/locale-paths.ts";
import { localeOfPath } from "#web/lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "#web/lib/i18n/messages.tsx";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import { fieldTextsFor } from "#web/lib/i18n/field-texts.server.ts";
import { FieldTextsProvider } from "#web/lib/forms/field-texts.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: siteMessagesOf(matches, loaderData?.messages).t("me.security.metaTitle") },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "cache-control": "private, no-store" };
}

/**
 * The second factor and the signed-in devices. Anonymous visitors sign in first (and come back). A
 * session that has not proven its second factor sees only what it can do: set one up (staff's first
 * sign-in), or prove it; the devices are listed once it is proven. In English under /en (decision 096).
 */
export async function loader({ context, request, url: pageUrl }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const url = new URL(request.url);
  const locale = localeOfPath(pageUrl.pathname);
  const next = safeNext(url.searchParams.get("next"));
  const me = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  if (!me?.ok) throw redirect(pathIn(locale, paths.login(pageUrl.pathname + url.search)));
  const { user, mfa } = me.result;
  const proven = !mfa.required || mfa.proven;
  const [overview, sessions] = await Promise.all([
    readResult(api, "GET /auth/mfa", null, { timeoutMs: HOME.requestTimeoutMs }),
    proven ? readResult(api, "GET /me/sessions", [], { timeoutMs: HOME.requestTimeoutMs }) : Promise.resolve([]),
  ]);
  return {
    user,
    mfa,
    overview,
    sessions,
    next,
    now: Date.now(), // The second step's form (proving it here) reads the sign-in dialog's words.
    messages: messagesFor(locale, mfa.required && mfa.enrolled && !mfa.proven ? ["account-page", "account"] : ["account-page"]),
    fieldTexts: fieldTextsFor(locale),
  };
}

export default function AccountSecurityPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <FieldTextsProvider texts={loaderData.fieldTexts}>
        <AccountSecurity loaderData={loaderData} />
      </FieldTextsProvider>
    </MessagesProvider>
  );
}

function AccountSecurity({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { user, mfa, overview, sessions, next, now } = loaderData;
  const { t, rich, href: pathFor } = useI18n();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { setUser } = useCurrentUser();
  // Shown once, right after they were made; kept here, never in the page's data.
  const [codes, setCodes] = useState<{ list: string[]; enrolment: boolean } | null>(null);
  const staff = hasRole(user.role, "staff");
  const mustEnrol = mfa.required && !mfa.enrolled;
  const mustProve = mfa.required && mfa.enrolled && !mfa.proven;
  const goOn = next ?? (staff ? adminPaths.home() : pathFor(paths.account()));

  const enrolled = (recoveryCodes: string[] | null) => {
    if (recoveryCodes) return setCodes({ list: recoveryCodes, enrolment: true });
    void navigate(goOn);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link to={pathFor(paths.account())} className="inline-flex min-h-6 items-center font-medium text-link hover:underline">
          {t("me.security.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">{t("me.security.title")}</h1>
      <p className="mt-1 text-[15px] text-slate-600">{user.email}</p>

      <StepUpProvider>
        <div className="mt-6 space-y-6">
          {codes ? (
            <RecoveryCodesPanel
              codes={codes.list}
              email={user.email}
              continueLabel={codes.enrolment && next ? t("me.security.continue") : codes.enrolment && staff ? t("me.security.toAdmin") : t("me.security.done")}
              onContinue={() => {
                setCodes(null);
                if (codes.enrolment && (next || staff)) void navigate(goOn);
                else void revalidator.revalidate();
              }}
            />
          ) : mustEnrol ? (
            <section aria-labelledby="enrol-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 id="enrol-title" className="text-xl font-bold text-night-900">
                {t("me.security.enrol.title")}
              </h2>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
                {staff ? t("me.security.enrol.leadStaff") : t("me.security.enrol.leadCustomer")}
              </p>
              <div className="mt-5">
                <EnrolFactor onEnrolled={enrolled} />
              </div>
            </section>
          ) : mustProve ? (
            <section aria-labelledby="prove-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 id="prove-title" className="text-xl font-bold text-night-900">
                {t("me.security.prove.title")}
              </h2>
              <p className="mb-4 mt-2 text-[15px] leading-relaxed text-slate-700">{t("me.security.prove.lead")}</p>
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
                  {t("me.security.mfa.title")}
                </h2>
                <p className="mb-4 mt-2 text-[15px] leading-relaxed text-slate-700">
                  {mfa.enrolled ? t("me.security.mfa.on") : t("me.security.mfa.off")}
                  {staff && mfa.required ? ` ${t("me.security.mfa.staff")}` : ""}
                </p>
                {overview ? (
                  <FactorList overview={overview} now={now} onRecoveryCodes={(list) => setCodes({ list, enrolment: false })} />
                ) : (
                  <p className="text-[15px] text-slate-600">{t("me.security.mfa.unloaded")}</p>
                )}
              </section>
              <section aria-labelledby="devices-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <h2 id="devices-title" className="text-xl font-bold text-night-900">
                  {t("me.security.devices.title")}
                </h2>
                <p className="mb-4 mt-2 text-[15px] leading-relaxed text-slate-700">
                  {rich("me.security.devices.lead", {
                    link: (
                      <Link to={pathFor(paths.account())} className="font-medium text-link hover:underline">
                        {t("me.security.devices.changePassword")}
                      </Link>
                    ),
                  })}
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
