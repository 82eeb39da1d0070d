CREATE TYPE "public"."review_state" AS ENUM('submitted', 'sent_back');--> statement-breakpoint
CREATE TABLE "submitted_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_session_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"rank" smallint,
	"points" integer DEFAULT 0 NOT NULL,
	"score_1" double precision,
	"score_2" double precision,
	"time_1" integer,
	"time_2" integer,
	"is_ladies" boolean DEFAULT false NOT NULL,
	"is_fairplay" boolean DEFAULT false NOT NULL,
	"is_disqualified" boolean DEFAULT false NOT NULL,
	"is_joker" boolean DEFAULT false NOT NULL,
	"entered_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submitted_results_session_team_unique" UNIQUE("score_session_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "results_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "note_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "score_sessions" ADD COLUMN "review_state" "review_state";--> statement-breakpoint
ALTER TABLE "score_sessions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "score_sessions" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "score_sessions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submitted_results" ADD CONSTRAINT "submitted_results_score_session_id_score_sessions_id_fk" FOREIGN KEY ("score_session_id") REFERENCES "public"."score_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_results" ADD CONSTRAINT "submitted_results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_results" ADD CONSTRAINT "submitted_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submitted_results_team_idx" ON "submitted_results" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "score_sessions" ADD CONSTRAINT "score_sessions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;