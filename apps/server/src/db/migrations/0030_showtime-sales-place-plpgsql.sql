-- The reports' row of a new or moved showtime (migration 0020) in PL/pgSQL: a LANGUAGE sql function
-- is planned again on every call, and this one runs for every showtime inserted — 2,600 for the
-- demo's week, 1,900 more for its past (docs/decisions/062). PL/pgSQL keeps its plans per session.
-- Same statements, same effect.
CREATE OR REPLACE FUNCTION showtime_sales_place(p_showtime uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO showtime_sales (showtime_id, cinema_id, day, film_id, hour, seats)
  SELECT s.id, a.cinema_id, (s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, s.film_id,
         extract(hour FROM s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::smallint,
         CASE WHEN s.cancelled_at IS NULL THEN (SELECT count(*) FROM seats x WHERE x.layout_id = s.layout_id AND NOT x.blocked) ELSE 0 END
    FROM showtimes s JOIN auditoriums a ON a.id = s.auditorium_id
   WHERE s.id = p_showtime
  ON CONFLICT (showtime_id) DO UPDATE SET cinema_id = excluded.cinema_id, day = excluded.day, film_id = excluded.film_id,
    hour = excluded.hour, seats = excluded.seats;
  UPDATE showtime_sales_by_method m SET cinema_id = x.cinema_id, day = x.day FROM showtime_sales x
   WHERE x.showtime_id = p_showtime AND m.showtime_id = p_showtime AND (m.cinema_id <> x.cinema_id OR m.day <> x.day);
  UPDATE showtime_sales_by_voucher v SET cinema_id = x.cinema_id, day = x.day FROM showtime_sales x
   WHERE x.showtime_id = p_showtime AND v.showtime_id = p_showtime AND (v.cinema_id <> x.cinema_id OR v.day <> x.day);
END $$;
