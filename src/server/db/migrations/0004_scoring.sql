CREATE TABLE "leaderboard_quarters" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"standings" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_sessions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_quarters" ADD CONSTRAINT "leaderboard_quarters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "leaderboard_quarter";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "leaderboard_frozen_at";