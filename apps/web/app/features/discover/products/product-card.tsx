import type { Product } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";

/** Product images are generated square (apps/server/src/db/seed/demo-seed-content.ts). */
const PRODUCT_IMAGE_SIZE = { width: 400, height: 400 } as const;

export type ProductCardData = Pick<Product, "id" | "slug" | "kind" | "name" | "description" | "price" | "image">;

export const toProductCard = ({ id, slug, kind, name, description, price, image }: Product): ProductCardData => ({
  id,
  slug,
  kind,
  name,
  description,
  price,
  image,
});

/**
 * A product: image, name, what it holds and its price. The name and description are the chain's own
 * words (marked Vietnamese on an English page); the alt's frame reads the `shop` namespace.
 */
export function ProductCard({ product, headingLevel = 3 }: { product: ProductCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t, chainLang } = useI18n();
  return (
    <article className="flex h-full gap-4 rounded-card border border-slate-200 bg-white p-3 sm:flex-col sm:p-0" data-testid="product-card">
      <img
        src={product.image}
        alt={t("shop.products.photo", { name: product.name })}
        width={PRODUCT_IMAGE_SIZE.width}
        height={PRODUCT_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="aspect-square w-24 shrink-0 rounded-card bg-mist object-cover sm:w-full sm:rounded-b-none"
      />
      <div className="flex min-w-0 flex-1 flex-col sm:px-4 sm:pb-4">
        <Heading lang={chainLang} className="font-bold leading-snug text-night-900">
          {product.name}
        </Heading>
        <p lang={chainLang} className="mt-1 text-sm text-slate-700">
          {product.description}
        </p>
        <p className="mt-auto pt-2 text-lg font-bold text-night-900">{formatVnd(product.price)}</p>
      </div>
    </article>
  );
}

export function ProductGrid({ products, headingLevel }: { products: ProductCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Where each kind of product can be bought: concessions online or at the counter, souvenirs at the counter. */
export const HOW_TO_BUY = {
  concessions: "shop.products.howConcessions",
  merchandise: "shop.products.howMerchandise",
} as const satisfies Record<string, WebMessageKey>;
