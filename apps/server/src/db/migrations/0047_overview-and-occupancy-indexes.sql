-- Today at a glance and occupancy (issue 36, docs/decisions/086-today-at-a-glance-and-occupancy.md).
-- The overview counts the orders paid today so far and on the same weekday last week up to the same
-- time: a day's paid orders by when they were paid. The film performance report finds each film's
-- first and last showtime day (its weeks on screen) in its summary rows.
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "showtime_sales_film_day_idx" ON "showtime_sales" USING btree ("film_id","day");
