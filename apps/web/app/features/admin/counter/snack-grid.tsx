import { formatVnd } from "@hancine/contract/format";
import type { BasketProduct } from "./basket.ts";

const MAX_EACH = 20;

/**
 * The cinema's snacks and combos as big buttons: a tap adds one; − and + beside it change the
 * quantity. Each button says its name, price and how many are in the basket.
 */
export function SnackGrid({
  products,
  quantities,
  onChange,
}: {
  products: BasketProduct[];
  quantities: Readonly<Record<string, number>>;
  onChange: (productId: string, quantity: number) => void;
}) {
  if (products.length === 0) return <p className="text-sm text-slate-600">Rạp chưa có bắp nước để bán.</p>;
  return (
    // One row that scrolls sideways on the counter's screen (combos first, as the cinema lists them); wraps on phones.
    <ul aria-label="Bắp nước và combo" className="flex gap-2 overflow-x-auto pb-1 max-sm:flex-wrap">
      {products.map((product) => {
        const quantity = quantities[product.id] ?? 0;
        const set = (next: number) => onChange(product.id, Math.min(MAX_EACH, Math.max(0, next)));
        return (
          <li
            key={product.id}
            className="relative flex w-40 shrink-0 flex-col rounded-card border border-slate-300 bg-white max-sm:w-[calc(50%-0.25rem)] has-[[data-count]]:border-night-900 has-[[data-count]]:bg-mist"
          >
            <button
              type="button"
              onClick={() => set(quantity + 1)}
              disabled={quantity >= MAX_EACH || product.outOfStock}
              data-product={product.name}
              className="min-h-12 flex-1 rounded-t-card px-2.5 pt-1.5 text-left hover:bg-mist/80"
            >
              <span className="sr-only">Thêm </span>
              <span className="line-clamp-2 text-[13px] font-bold leading-tight text-night-900">{product.name}</span>
              <span className="sr-only">, </span>
              <span className="block text-sm text-slate-700">
                {product.outOfStock ? <strong className="text-red-800">Hết hàng</strong> : formatVnd(product.price)}
              </span>
              {quantity > 0 ? <span className="sr-only">, đang có {quantity}</span> : null}
            </button>
            <div className="flex items-center justify-between gap-1 p-1">
              <button
                type="button"
                onClick={() => set(quantity - 1)}
                disabled={quantity === 0}
                aria-label={`Bớt một ${product.name}`}
                className="inline-flex size-11 items-center justify-center rounded-card border border-slate-300 bg-white text-xl font-bold text-night-900 disabled:opacity-40"
              >
                −
              </button>
              <span
                aria-hidden="true"
                {...(quantity > 0 && { "data-count": quantity })}
                className="min-w-6 text-center text-lg font-bold tabular-nums text-night-900"
              >
                {quantity}
              </span>
              <button
                type="button"
                onClick={() => set(quantity + 1)}
                disabled={quantity >= MAX_EACH || product.outOfStock}
                aria-label={`Thêm một ${product.name}`}
                className="inline-flex size-11 items-center justify-center rounded-card border border-slate-300 bg-white text-xl font-bold text-night-900 disabled:opacity-40"
              >
                +
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
