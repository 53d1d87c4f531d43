import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-product-new";
import { servicesOf } from "#web/page-services.ts";
import { ProductEditor } from "#web/features/admin/content/product-editor.tsx";
import { loadProductCinemas } from "#web/features/admin/content/product-cinemas.server.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Thêm món – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { cinemas: await loadProductCinemas(servicesOf(context).api, HOME.requestTimeoutMs) };
}

/** `/admin/products/new`: a new product, sold at every cinema unless unticked. */
export default function AdminProductNew({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.products()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách bắp nước
        </Link>
      </p>
      <h1 id="product-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Thêm món
      </h1>
      <div className="mt-6">
        <ProductEditor product={null} cinemas={loaderData.cinemas} />
      </div>
    </div>
  );
}
