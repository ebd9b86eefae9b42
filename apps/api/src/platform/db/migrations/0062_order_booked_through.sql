-- The OpenActive booking partner an order was booked through (issue 44, decisions/046), by its name
-- then: My account and the desk show it beside the booking.
ALTER TABLE "orders" ADD COLUMN "booked_through" text;