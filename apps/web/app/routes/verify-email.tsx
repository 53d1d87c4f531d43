import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormAlert } from "../ui/form-fields.tsx";
import { paths } from "../features/site/paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Xác thực e-mail – HanCine" }, { name: "robots", content: "noindex" }];

/**
 * /xac-thuc-email?token=…: the link of the verification e-mail. Verifying is idempotent (a second
 * click still says verified), so doing it while loading the page is safe.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { verified: false, message: "Đường dẫn thiếu mã xác nhận. Bạn hãy mở lại đường dẫn trong e-mail." };
  const answer = await readApi(servicesOf(context).api, "POST /auth/email/verify", { body: { token } });
  if (answer.status === 200) return { verified: true, message: "E-mail của bạn đã được xác thực. Cảm ơn bạn!" };
  const error = answer.ok ? null : answer.error;
  return { verified: false, message: error?.fields?.token ?? error?.message ?? "Không xác thực được e-mail. Bạn hãy thử lại sau." };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">Xác thực e-mail</h1>
      <div className="mt-6 space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <FormAlert tone={loaderData.verified ? "success" : "error"} message={loaderData.message} />
        <Link to={loaderData.verified ? paths.home() : paths.account()} className={buttonClass(loaderData.verified ? "primary" : "secondary", "h-12 w-full")}>
          {loaderData.verified ? "Đặt vé ngay" : "Đến trang tài khoản"}
        </Link>
      </div>
    </div>
  );
}
