CREATE TABLE "product_cinemas" (
	"product_id" uuid NOT NULL,
	"cinema_id" uuid NOT NULL,
	CONSTRAINT "product_cinemas_product_id_cinema_id_pk" PRIMARY KEY("product_id","cinema_id")
);
--> statement-breakpoint
ALTER TABLE "product_cinemas" ADD CONSTRAINT "product_cinemas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cinemas" ADD CONSTRAINT "product_cinemas_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_cinemas_cinema_idx" ON "product_cinemas" USING btree ("cinema_id");--> statement-breakpoint
-- Every product on sale before this migration was sold at every cinema: it stays so.
INSERT INTO "product_cinemas" ("product_id", "cinema_id") SELECT "products"."id", "cinemas"."id" FROM "products" CROSS JOIN "cinemas" ON CONFLICT DO NOTHING;
