import type { Product } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { ChainLang } from "#web/lib/summaries.ts";

/** Product images are generated square (apps/server/src/db/seed/demo-seed-content.ts). */
const PRODUCT_IMAGE_SIZE = { width: 400, height: 400 } as const;

export type ProductCardData = Pick<Product, "id" | "slug" | "kind" | "name" | "description" | "price" | "image"> & ChainLang;

export const toProductCard = ({ id, slug, kind, name, description, price, image }: Product): ProductCardData => ({
  id,
  slug,
  kind,
  name,
  description,
  price,
  image,
});

/** Products' cards on a page in `locale`: their names and descriptions are the chain's Vietnamese, marked so on an English page. */
export const productCardsIn =
  (locale: Locale) =>
  (product: Product): ProductCardData =>
    locale === "vi" ? toProductCard(product) : { ...toProductCard(product), lang: "vi" };

/** A product: image, name, what it holds and its price. */
export function ProductCard({ product, headingLevel = 3 }: { product: ProductCardData; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full gap-4 rounded-card border border-slate-200 bg-white p-3 sm:flex-col sm:p-0" data-testid="product-card">
      <img
        src={product.image}
        alt={t("site.productCard.image", { name: product.name })}
        width={PRODUCT_IMAGE_SIZE.width}
        height={PRODUCT_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="aspect-square w-24 shrink-0 rounded-card bg-mist object-cover sm:w-full sm:rounded-b-none"
      />
      <div className="flex min-w-0 flex-1 flex-col sm:px-4 sm:pb-4">
        <Heading className="font-bold leading-snug text-night-900" lang={product.lang}>
          {product.name}
        </Heading>
        <p className="mt-1 text-sm text-slate-700" lang={product.lang}>
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
  concessions: "Thêm combo, bắp và nước ở bước “Bắp nước” khi đặt vé online, rồi nhận tại quầy bằng mã QR trên vé; hoặc mua trực tiếp tại quầy.",
  merchandise: "Đồ lưu niệm được bán tại quầy bắp nước của các rạp, thanh toán bằng tiền mặt, thẻ hoặc ví điện tử. Số lượng có hạn tùy rạp.",
};
