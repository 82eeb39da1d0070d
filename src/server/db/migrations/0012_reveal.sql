CREATE TABLE "leaderboard_reveals" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"quarter_label" text NOT NULL,
	"step_size" integer NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"step_count" integer NOT NULL,
	"frames" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_reveals_step_size_positive" CHECK ("leaderboard_reveals"."step_size" >= 1),
	CONSTRAINT "leaderboard_reveals_step_in_range" CHECK ("leaderboard_reveals"."step" between 0 and "leaderboard_reveals"."step_count")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_reveals" ADD CONSTRAINT "leaderboard_reveals_event_id_leaderboard_quarters_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."leaderboard_quarters"("event_id") ON DELETE cascade ON UPDATE no action;