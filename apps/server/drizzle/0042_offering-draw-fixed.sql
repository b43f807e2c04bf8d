-- The ballot in short transactions (issue 17 §5a; offerings/lifecycle.ts): `draw_fixed_at` is set when
-- the draw is written to the applications (their allotted quantities and reserve ranks) and they are
-- being settled; `drawn_at` is set when the last is settled and the results are published. On PGlite
-- (one connection) a 100,000-application ballot in one transaction held every other call for its
-- whole length.
ALTER TABLE "offerings" ADD COLUMN "draw_fixed_at" timestamp with time zone;
