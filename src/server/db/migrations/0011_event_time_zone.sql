ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL;
