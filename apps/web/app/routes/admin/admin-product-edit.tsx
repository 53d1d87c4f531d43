import { data, Link, useLocation } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-product-edit";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { ProductEditor } from "#web/features/admin/content/product-editor.tsx";
import { loadProductCinemas } from "#web/features/admin/content/product-cinemas.server.ts";
import { RecipeEditor } from "#web/features/admin/stock/recipe-editor.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { PageErrorBoundary } from "#web/ui/page-error-boundary.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.product.name ?? "Bắp nước"} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export { PageErrorBoundary as ErrorBoundary };

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = servicesOf(context).api;
  const [product, cinemas, recipe] = await Promise.all([
    readApi(api, "GET /admin/products/:id", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs }),
    loadProductCinemas(api, HOME.requestTimeoutMs),
    readApi(api, "GET /admin/products/:id/recipe", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs }),
  ]);
  if (product.status === 404 || product.status === 400) throw data(null, { status: 404 });
  if (!product.ok) throw data(null, { status: product.status === 403 ? 403 : 503 });
  return { product: product.result, cinemas, recipe: recipe.ok ? recipe.result : null };
}

/** `/admin/products/:id`: change a product's price, picture, cinemas, or archive it; and its recipe (decision 077). */
export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, cinemas, recipe } = loaderData;
  const created = (useLocation().state as { created?: string } | null)?.created;
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.products()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách bắp nước
        </Link>
      </p>
      <h1 id="product-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Sửa món: {product.name}
      </h1>
      {created ? (
        <div className="mt-4">
          <FormAlert message={`Đã thêm món “${created}”.`} tone="success" />
        </div>
      ) : null}
      <div className="mt-6">
        <ProductEditor key={product.id} product={product} cinemas={cinemas} />
      </div>
      {recipe ? (
        <div className="mt-6">
          <RecipeEditor key={product.id} recipe={recipe} />
        </div>
      ) : null}
    </div>
  );
}
