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
import { MessagesProvider } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Tài khoản của tôi – HanCine" }, { name: "robots", content: "noindex" }];

/** Anonymous visitors go to the login (then come back here). */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const me = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  if (!me?.ok) throw redirect(paths.login(paths.account()));
  // Without its second factor the session reaches none of the lists: set it up or prove it first.
  if (me.result.mfa.required && !me.result.mfa.proven) throw redirect(accountSecurityPath(paths.account()));
  const [orders, membership, points, vouchers, waitlist, reminders, giftCards] = await Promise.all([
    readResult(api, "GET /me/orders", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/membership", null, { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/points", null, { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/vouchers", null, { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/waitlist", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/reminders", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /me/gift-cards", [], { timeoutMs: HOME.requestTimeoutMs }),
  ]);
  // The order history's cancel and exchange buttons read the purchase's words (decision 093); the page itself is Vietnamese for now.
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
    messages: messagesFor("vi", ["purchase"]),
  };
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user: current, setUser } = useCurrentUser();
  // The layout's copy follows profile edits made here; before hydration the loader's is used.
  const user = current?.id === loaderData.user.id ? { ...loaderData.user, ...current } : loaderData.user;
  return (
    <MessagesProvider messages={loaderData.messages}>
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">Tài khoản của tôi</h1>
        <p className="mt-1 text-[15px] text-slate-600">Xin chào {user.fullName}!</p>
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
              <h2 className="text-lg font-bold text-night-900">Bảo mật và thiết bị</h2>
              <p className="text-[15px] text-slate-600">Xác minh hai bước, khoá truy cập, mã khôi phục và các thiết bị đang đăng nhập.</p>
            </div>
            <Link
              to={accountSecurityPath()}
              className="inline-flex min-h-11 items-center rounded-card border border-slate-300 px-4 font-bold text-night-900 hover:bg-slate-100"
            >
              Bảo mật tài khoản
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
    </MessagesProvider>
  );
}
