import { Link } from "react-router";
import { buttonClass } from "#web/ui/button.tsx";
import { adminPaths } from "../shell/admin-paths.ts";

const TITLES: Record<number, string> = {
  403: "Bạn không có quyền xem trang này",
  404: "Không tìm thấy phòng chiếu",
};

/** A back-office page that could not load its data: what the server said, and the way back. */
export function AdminProblem({ status, message }: { status: number; message: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-card border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-bold text-night-900">{TITLES[status] ?? "Chưa tải được dữ liệu"}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <p className="mt-5 flex flex-wrap justify-center gap-2">
        {status === 403 ? null : (
          <Link to={adminPaths.rooms()} className={buttonClass("secondary")}>
            Danh sách phòng chiếu
          </Link>
        )}
        <Link to={adminPaths.home()} className={buttonClass("ghost", "border border-slate-300")}>
          Tổng quan
        </Link>
      </p>
    </div>
  );
}
