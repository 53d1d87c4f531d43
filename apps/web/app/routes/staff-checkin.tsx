import { redirect } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/staff-checkin";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { CheckinDesk } from "../features/staff/checkin/checkin-desk.tsx";
import { paths } from "../features/site/paths.ts";
import { accountSecurityPath } from "../features/site/security-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Soát vé – HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Staff and admins only: a visitor signs in first, a customer is sent home. */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await readApi(servicesOf(context).api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  if (!me?.ok) throw redirect(paths.login(paths.staffCheckin()));
  const { user } = me.result;
  if (!hasRole(user.role, "staff")) throw redirect(paths.home());
  // The door's API answers nothing to a session without its second factor: set it up or prove it first.
  const { mfa } = me.result;
  if (mfa.required && !mfa.proven) throw redirect(mfa.enrolled ? paths.login(paths.staffCheckin()) : accountSecurityPath(paths.staffCheckin()));
  return { staffName: user.fullName };
}

export default function StaffCheckin({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">Soát vé</h1>
      <p className="mt-1 text-[15px] text-slate-600">Nhân viên: {loaderData.staffName}. Mỗi vé chỉ được soát một lần; vé của suất hôm nay mới được vào.</p>
      <div className="mt-6">
        <CheckinDesk />
      </div>
    </div>
  );
}
