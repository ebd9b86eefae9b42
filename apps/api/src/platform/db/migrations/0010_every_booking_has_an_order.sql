-- Bookings seeded before every booking had an order get one, so the column can be required.
DO $$
DECLARE
  booking record;
  new_order_id bigint;
BEGIN
  FOR booking IN
    SELECT id, customer_id, price_pence * quantity AS total_pence, created_at
    FROM bookings WHERE order_id IS NULL ORDER BY id
  LOOP
    INSERT INTO orders (customer_id, cart_uuid, total_pence, calendar_token, source, created_at)
    VALUES (
      booking.customer_id,
      gen_random_uuid(),
      booking.total_pence,
      replace(gen_random_uuid()::text, '-', ''),
      'activity-booking',
      booking.created_at
    )
    RETURNING id INTO new_order_id;
    UPDATE bookings SET order_id = new_order_id WHERE id = booking.id;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "order_id" SET NOT NULL;
