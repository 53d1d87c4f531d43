import type { StockReport } from "@hancine/contract/stock";
import { formatCount } from "@hancine/contract/format";

/** What the cinema's menu can sell now: a product out of stock (or a combo missing an item) is off the website's menu here. */
export function StockMenu({ products }: { products: StockReport["products"] }) {
  return (
    <section aria-labelledby="thuc-don" className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id="thuc-don" className="text-lg font-bold text-night-900">
        Thực đơn bán được
      </h2>
      <p className="mt-1 text-sm text-slate-600">Món tạm hết không hiện trên website cho rạp này; quầy vẫn thấy nhưng được đánh dấu.</p>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {products.map((product) => (
          <li key={product.id} className="flex min-h-10 items-center justify-between gap-3 py-1.5">
            <span className="min-w-0">
              <span className="font-medium text-night-900">{product.name}</span>
              {product.recipe.length > 0 ? (
                <span className="block text-xs text-slate-600">Gồm {product.recipe.map((i) => `${i.quantity} × ${i.product.name}`).join(", ")}</span>
              ) : null}
            </span>
            <span className="shrink-0 text-right tabular-nums">
              {product.outOfStock ? (
                <span className="font-semibold text-red-700">Tạm hết</span>
              ) : product.canMake === null ? (
                <span className="text-slate-600">Không theo dõi</span>
              ) : (
                <span className="text-slate-700">Còn {formatCount(product.canMake)} phần</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
