-- The price-table key of a showtime, from its start on the chain's clock (Asia/Ho_Chi_Minh):
-- a listed holiday, else Saturday/Sunday = weekend, else weekday; before 12:00 morning, before 18:00
-- afternoon, else evening. One definition, used by every query that prices a seat.
CREATE FUNCTION showtime_day_kind(starts_at timestamptz) RETURNS day_kind
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN EXISTS (SELECT 1 FROM holidays h WHERE h.day = (starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date) THEN 'holiday'
    WHEN extract(isodow FROM starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh') IN (6, 7) THEN 'weekend'
    ELSE 'weekday' END)::day_kind
$$;--> statement-breakpoint
CREATE FUNCTION showtime_time_band(starts_at timestamptz) RETURNS time_band
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN extract(hour FROM starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh') < 12 THEN 'morning'
    WHEN extract(hour FROM starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh') < 18 THEN 'afternoon'
    ELSE 'evening' END)::time_band
$$;--> statement-breakpoint
-- Every seat of a showtime (or only the rows holding p_rows_of) with its price and the claim that
-- holds it at p_at. PL/pgSQL keeps the query's plan for the connection: the seat map and every hold
-- read through here, and planning the join each time cost more than running it.
CREATE FUNCTION showtime_seat_states(p_showtime uuid, p_at timestamptz, p_rows_of uuid[] DEFAULT NULL)
RETURNS TABLE (id uuid, row_label text, number smallint, label text, type seat_type, x smallint, y smallint, span smallint,
               price integer, claimed boolean, order_id uuid, order_status order_status, order_user uuid, starts_at timestamptz)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT se.id, se.row_label, se.number, se.label, se.type, se.x, se.y, se.span, pr.price_vnd,
           sc.id IS NOT NULL, sc.order_id, o.status, o.user_id, s.starts_at
      FROM showtimes s
      JOIN auditoriums a ON a.id = s.auditorium_id
      JOIN seats se ON se.auditorium_id = s.auditorium_id
      LEFT JOIN price_rules pr ON pr.cinema_id = a.cinema_id AND pr.format = s.format AND pr.seat_type = se.type
           AND pr.day_kind = showtime_day_kind(s.starts_at) AND pr.time_band = showtime_time_band(s.starts_at)
      LEFT JOIN seat_claims sc ON sc.showtime_id = s.id AND sc.seat_id = se.id
           AND tstzrange(sc.held_from, sc.held_until, '[)') @> p_at
      LEFT JOIN orders o ON o.id = sc.order_id
     WHERE s.id = p_showtime
       AND (p_rows_of IS NULL OR se.y IN (SELECT r.y FROM seats r WHERE r.auditorium_id = s.auditorium_id AND r.id = ANY (p_rows_of)))
     ORDER BY se.y, se.x;
END
$$;
