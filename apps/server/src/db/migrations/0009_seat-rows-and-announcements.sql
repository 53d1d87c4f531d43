-- Numbers seat-change announcements, now published after their transaction commits (decision 014),
-- so a listener can drop one that arrives after a newer change of the same seat.
CREATE SEQUENCE "public"."seat_event_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Seats are read by whole rows of one auditorium, in row order: the unique key now leads with the row,
-- so the seat map and every hold read their rows through it instead of scanning every seat of the chain.
ALTER TABLE "seats" DROP CONSTRAINT "seats_auditorium_id_x_y_unique";--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_auditorium_row_column_unique" UNIQUE("auditorium_id","y","x");--> statement-breakpoint
-- The seat states are now a prepared statement of the server (showtimes-repository.ts, decision 014):
-- PL/pgSQL re-planned its query on most calls and cost about three times the statement it wrapped.
DROP FUNCTION showtime_seat_states(uuid, timestamptz, uuid[]);
