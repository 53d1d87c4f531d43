import { Link, redirect } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/account";
import { servicesOf } from "../page-services.ts";
import { readApi, readResult } from "../lib/api.server.ts";
import { useCurrentUser } from "../lib/current-user.tsx";
import { paths } from "../features/site/paths.ts";
import { accountSecurityPath } from "../features/site/security-paths.ts";
import { ProfileForm } from "../features/account/profile/profile-form.tsx";
import { ChangePasswordForm } from "../features/account/profile/change-password-form.tsx";
import { EmailVerificationStatus } from "../features/account/profile/email-verification-status.tsx";
import { OrderHistory } from "../features/account/profile/order-history.tsx";
import { MembershipCard } from "../features/account/profile/membership-card.tsx";
import { PointsCard } from "../features/account/profile/points-card.tsx";
import { MyVouchers } from "../features/account/profile/my-vouchers.tsx";
import { MyGiftCards } from "../features/account/profile/my-gift-cards.tsx";
import { MyWaitlist } from "../features/buy/waitlist/my-waitlist.tsx";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { fieldTextsFor } from "../lib/i18n/field-texts.server.ts";
import { FieldTextsProvider } from "../lib/forms/field-texts.tsx";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { pathIn } from "../lib/i18n/locale-paths.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: siteMessagesOf(matches, loaderData?.messages).t("me.metaTitle") },
  { name: "robots", content: "noindex" },
];

/**
 * /account (and /en/account, decision 096). Anonymous visitors go to the login (then come back here).
 * The server writes its words (vouchers' conditions, points' reasons, tiers) in the page's language:
 * the loader's calls carry it.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const here = pathIn(locale, paths.account());
  const me = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  if (!me?.ok) throw redirect(pathIn(locale, paths.login(here)));
  // Without its second factor the session reaches none of the lists: set it up or prove it first.
  if (me.result.mfa.required && !me.result.mfa.proven) throw redirect(pathIn(locale, accountSecurityPath(here)));
  const [orders, membership, points, vouchers, waitlist, reminders, giftCards] = await Promise.all([
    readResult(api, "GET /me/orders", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/membership", null, { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/points", null, { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/vouchers", null, { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/waitlist", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/reminders", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/gift-cards", [], { timeoutMs: HOME.requestTimeoutMs }),
  ]);
  // The order history's cancel and exchange buttons read the purchase's words (decision 093).
  return {
    user: me.result.user,
    orders,
    membership,
    points,
    vouchers,
    waitlist,
    reminders,
    giftCards,
    now: Date.now(),
    messages: messagesFor(locale, ["account-page", "purchase"]),
    fieldTexts: fieldTextsFor(locale),
  };
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <FieldTextsProvider texts={loaderData.fieldTexts}>
        <Account loaderData={loaderData} />
      </FieldTextsProvider>
    </MessagesProvider>
  );
}

function Account({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { user: current, setUser } = useCurrentUser();
  const { t, rich, href, chainLang } = useI18n();
  // The layout's copy follows profile edits made here; before hydration the loader's is used.
  const user = current?.id === loaderData.user.id ? { ...loaderData.user, ...current } : loaderData.user;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{t("me.title")}</h1>
      <p className="mt-1 text-[15px] text-slate-600">{rich("me.hello", { name: <span lang={chainLang}>{user.fullName}</span> })}</p>
      <div className="mt-6 space-y-6">
        <EmailVerificationStatus user={loaderData.user} />
        {loaderData.membership && <MembershipCard membership={loaderData.membership} />}
        {loaderData.points && <PointsCard points={loaderData.points} />}
        {loaderData.vouchers && <MyVouchers vouchers={loaderData.vouchers} />}
        <div className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <OrderHistory orders={loaderData.orders} now={loaderData.now} />
        </div>
        <MyGiftCards cards={loaderData.giftCards} />
        <MyWaitlist entries={loaderData.waitlist} reminders={loaderData.reminders} />
        <section className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div>
            <h2 className="text-lg font-bold text-night-900">{t("me.securityCard.title")}</h2>
            <p className="text-[15px] text-slate-600">{t("me.securityCard.lead")}</p>
          </div>
          <Link
            to={href(accountSecurityPath())}
            className="inline-flex min-h-11 items-center rounded-card border border-slate-300 px-4 font-bold text-night-900 hover:bg-slate-100"
          >
            {t("me.securityCard.link")}
          </Link>
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <ProfileForm user={user} onSaved={setUser} />
          </section>
          <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <ChangePasswordForm />
          </section>
        </div>
      </div>
    </div>
  );
}
