CREATE TABLE "ticket_type_prices" (
	"cinema_id" uuid NOT NULL,
	"format" "show_format" NOT NULL,
	"seat_type" "seat_type" NOT NULL,
	"day_kind" "day_kind" NOT NULL,
	"time_band" time_band NOT NULL,
	"ticket_type" text NOT NULL,
	"price_vnd" integer NOT NULL,
	CONSTRAINT "ticket_type_prices_cinema_id_format_seat_type_day_kind_time_band_ticket_type_pk" PRIMARY KEY("cinema_id","format","seat_type","day_kind","time_band","ticket_type"),
	CONSTRAINT "ticket_type_prices_type_check" CHECK ("ticket_type_prices"."ticket_type" in ('student', 'u22', 'senior')),
	CONSTRAINT "ticket_type_prices_price_check" CHECK ("ticket_type_prices"."price_vnd" > 0 and "ticket_type_prices"."price_vnd" % 1000 = 0)
);
--> statement-breakpoint
ALTER TABLE "seat_claims" ADD COLUMN "ticket_type" text DEFAULT 'adult' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ticket_type" text DEFAULT 'adult' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_type_prices" ADD CONSTRAINT "ticket_type_prices_cell_fk" FOREIGN KEY ("cinema_id","format","seat_type","day_kind","time_band") REFERENCES "public"."price_rules"("cinema_id","format","seat_type","day_kind","time_band") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_ticket_type_check" CHECK ("seat_claims"."ticket_type" in ('adult', 'student', 'u22', 'senior'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_check" CHECK ("tickets"."ticket_type" in ('adult', 'student', 'u22', 'senior'));--> statement-breakpoint
-- Ticket types checked at the door (issue 35, docs/decisions/085-ticket-types-checked-at-the-door.md).
-- A type's price in a cell is a discount on that cell's adult price (price_rules): never above it,
-- whichever of the two rows changes. The server's rule (typePriceProblems) says the same first.
CREATE OR REPLACE FUNCTION ticket_type_prices_not_above_adult() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ticket_type_prices' THEN
    IF EXISTS (SELECT 1 FROM price_rules pr
                WHERE pr.cinema_id = NEW.cinema_id AND pr.format = NEW.format AND pr.seat_type = NEW.seat_type
                  AND pr.day_kind = NEW.day_kind AND pr.time_band = NEW.time_band AND NEW.price_vnd > pr.price_vnd) THEN
      RAISE EXCEPTION 'ticket type % priced above the adult price of its cell', NEW.ticket_type
        USING ERRCODE = '23514', CONSTRAINT = 'ticket_type_prices_not_above_adult', TABLE = 'ticket_type_prices';
    END IF;
  ELSIF EXISTS (SELECT 1 FROM ticket_type_prices tp
                 WHERE tp.cinema_id = NEW.cinema_id AND tp.format = NEW.format AND tp.seat_type = NEW.seat_type
                   AND tp.day_kind = NEW.day_kind AND tp.time_band = NEW.time_band AND tp.price_vnd > NEW.price_vnd) THEN
    RAISE EXCEPTION 'adult price of a cell below one of its ticket types'
      USING ERRCODE = '23514', CONSTRAINT = 'ticket_type_prices_not_above_adult', TABLE = 'price_rules';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ticket_type_prices_not_above_adult AFTER INSERT OR UPDATE ON ticket_type_prices
  FOR EACH ROW EXECUTE FUNCTION ticket_type_prices_not_above_adult();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER price_rules_not_below_ticket_types AFTER UPDATE OF price_vnd ON price_rules
  FOR EACH ROW EXECUTE FUNCTION ticket_type_prices_not_above_adult();
