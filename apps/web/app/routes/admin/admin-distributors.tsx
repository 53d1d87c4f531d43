import { useState } from "react";
import { Link } from "react-router";
import type { Distributor } from "@hancine/contract/film-hire";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-distributors";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { DistributorDialog } from "#web/features/admin/film-hire/distributor-dialog.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Nhà phát hành – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await readApi(servicesOf(context).api, "GET /admin/distributors", { timeoutMs: HOME.requestTimeoutMs });
  if (!answer.ok)
    return { ok: false as const, refusal: { status: answer.status, message: answer.error?.message ?? "Không tải được danh sách nhà phát hành." } };
  return { ok: true as const, distributors: answer.result };
}

/** `/admin/nha-phat-hanh`: the distributors the chain rents films from; admins add and correct them (decision 087). */
export default function AdminDistributors({ loaderData }: Route.ComponentProps) {
  const { user } = useAdminSession();
  const [editing, setEditing] = useState<{ distributor: Distributor | null } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  if (!loaderData.ok) return <AdminRefusal title="Nhà phát hành" {...loaderData.refusal} />;
  const { distributors } = loaderData;
  const canEdit = user.role === "admin";
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Nhà phát hành</h1>
          <p className="mt-1 max-w-3xl text-slate-600">
            Các công ty cho chuỗi thuê phim. Tên công ty, mã số thuế và địa chỉ in ở đầu{" "}
            <Link to={adminPaths.settlements()} className="font-medium text-blue-800 underline underline-offset-2">
              bảng thanh toán tiền thuê phim
            </Link>
            ; tỉ lệ chia của từng phim nhập ở trang{" "}
            <Link to={adminPaths.films()} className="font-medium text-blue-800 underline underline-offset-2">
              Phim
            </Link>
            .{canEdit ? "" : " Quản trị chuỗi thêm và sửa nhà phát hành."}
          </p>
        </div>
        {canEdit ? (
          <button type="button" onClick={() => setEditing({ distributor: null })} className={buttonClass("primary")}>
            Thêm nhà phát hành
          </button>
        ) : null}
      </div>

      <div className="mt-4">
        <FormAlert tone="success" message={note} />
      </div>

      <div
        role="region"
        tabIndex={0}
        aria-label="Danh sách nhà phát hành (cuộn ngang được)"
        className="mt-3 relative overflow-x-auto rounded-card border border-slate-200 bg-white"
      >
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">Nhà phát hành: tên, tên công ty, mã số thuế, địa chỉ</caption>
          <thead>
            <tr>
              {["Tên thường gọi", "Tên công ty", "Mã số thuế", "Địa chỉ"].map((h) => (
                <th key={h} scope="col" className="border-b border-slate-200 px-3 py-2 text-left font-semibold text-slate-700">
                  {h}
                </th>
              ))}
              {canEdit ? (
                <th scope="col" className="border-b border-slate-200 px-3 py-2">
                  <span className="sr-only">Sửa</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {distributors.length === 0 ? (
              <tr>
                <td colSpan={canEdit ? 5 : 4} className="px-3 py-4 text-slate-600">
                  Chưa có nhà phát hành nào.
                </td>
              </tr>
            ) : (
              distributors.map((d) => (
                <tr key={d.slug} className="odd:bg-mist">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-night-900">
                    {d.name}
                  </th>
                  <td className="px-3 py-2">{d.legalName ?? <span className="text-slate-600">Chưa nhập</span>}</td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{d.taxCode ?? <span className="text-slate-600">Chưa nhập</span>}</td>
                  <td className="px-3 py-2">{d.address ?? <span className="text-slate-600">Chưa nhập</span>}</td>
                  {canEdit ? (
                    <td className="px-3 py-2 text-right">
                      <button
                        type="button"
                        onClick={() => setEditing({ distributor: d })}
                        aria-label={`Sửa ${d.name}`}
                        className={buttonClass("ghost", "border border-slate-300", "sm")}
                      >
                        Sửa
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <DistributorDialog
        distributor={editing?.distributor ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={(saved, created) => {
          setEditing(null);
          setNote(created ? `Đã thêm nhà phát hành ${saved.name}.` : `Đã lưu nhà phát hành ${saved.name}.`);
        }}
      />
    </div>
  );
}
