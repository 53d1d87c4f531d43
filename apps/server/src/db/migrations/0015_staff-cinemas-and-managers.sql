ALTER TYPE "public"."user_role" ADD VALUE 'manager' BEFORE 'admin';--> statement-breakpoint
CREATE TABLE "staff_cinemas" (
	"user_id" uuid NOT NULL,
	"cinema_id" uuid NOT NULL,
	CONSTRAINT "staff_cinemas_user_id_cinema_id_pk" PRIMARY KEY("user_id","cinema_id")
);
--> statement-breakpoint
ALTER TABLE "staff_cinemas" ADD CONSTRAINT "staff_cinemas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_cinemas" ADD CONSTRAINT "staff_cinemas_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_cinemas_cinema_idx" ON "staff_cinemas" USING btree ("cinema_id");