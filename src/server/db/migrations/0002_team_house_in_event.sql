-- A team's house is a house of the team's own event. Written by hand: drizzle-kit cannot
-- express ON DELETE SET NULL with a column list (PostgreSQL 15+, supported by PGlite), and a
-- plain SET NULL would also null teams.event_id. The key replaces teams_house_id_houses_id_fk
-- (dropped in 0001): event_id is never null, so it checks every non-null house_id as that did.
-- Teams already placed in another event's house lose that house, or the key could not be added.
UPDATE "teams" SET "house_id" = NULL
WHERE "house_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "houses"
    WHERE "houses"."id" = "teams"."house_id" AND "houses"."event_id" = "teams"."event_id"
  );
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_house_in_event_fk"
  FOREIGN KEY ("house_id", "event_id") REFERENCES "public"."houses"("id", "event_id")
  ON DELETE SET NULL ("house_id") ON UPDATE NO ACTION;
