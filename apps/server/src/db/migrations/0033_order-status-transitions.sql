-- An order's status moves only as ORDER_TRANSITIONS (packages/contract/src/booking-constants.ts) says
-- (issue 31): any other update of orders.status is refused here, whoever writes it. The list below is
-- that constant; a test tries every pair of statuses on both databases against it.
CREATE OR REPLACE FUNCTION orders_status_transition() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (OLD.status::text || ' > ' || NEW.status::text) = ANY (ARRAY[
    'held > pending_payment', 'held > paid', 'held > cancelled', 'held > expired', 'held > refunded',
    'pending_payment > held', 'pending_payment > paid', 'pending_payment > cancelled', 'pending_payment > expired', 'pending_payment > refunded',
    'expired > paid', 'expired > refunded',
    'cancelled > paid', 'cancelled > refunded',
    'paid > refunded', 'paid > exchanged'
  ]) THEN
    RAISE EXCEPTION 'order %: status % cannot become %', OLD.code, OLD.status, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_status_transition';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_transition BEFORE UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION orders_status_transition();
