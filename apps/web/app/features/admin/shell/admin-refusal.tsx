import { Link } from "react-router";
import { adminPaths } from "./admin-paths.ts";

/** A back-office page the person may not open (403), or whose thing does not exist (404): the server's reason, and the way back. */
export function AdminRefusal({ title, status, message }: { title: string; status: number; message: string }) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-night-900">{title}</h1>
      <div role="alert" className="mt-4 rounded-card border border-amber-200 bg-amber-50 p-4 text-night-900">
        <p className="font-bold">{status === 403 ? "Trang này không dành cho tài khoản của bạn." : "Không mở được trang này."}</p>
        <p className="mt-1">{message}</p>
        <p className="mt-3">
          <Link className="font-medium text-blue-700 underline" to={adminPaths.home()}>
            Về trang tổng quan
          </Link>
        </p>
      </div>
    </div>
  );
}
