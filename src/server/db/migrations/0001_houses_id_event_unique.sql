ALTER TABLE "teams" DROP CONSTRAINT "teams_house_id_houses_id_fk";
--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_id_event_unique" UNIQUE("id","event_id");