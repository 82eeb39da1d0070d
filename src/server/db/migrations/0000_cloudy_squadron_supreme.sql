CREATE TYPE "public"."auth_token_kind" AS ENUM('confirm', 'reset');--> statement-breakpoint
CREATE TYPE "public"."award_winner_type" AS ENUM('team', 'company');--> statement-breakpoint
CREATE TYPE "public"."company_member_role" AS ENUM('admin', 'employee');--> statement-breakpoint
CREATE TYPE "public"."event_role" AS ENUM('supporter', 'player', 'crew', 'contactPerson', 'organizer');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('team_challenged', 'challenge_sent', 'received_cheer', 'first_cheer', 'milestone_cheer', 'promoted_to_captain', 'player_added', 'score_available', 'challenge_announced', 'award_won', 'joker_assigned', 'bonus_points_awarded');--> statement-breakpoint
CREATE TYPE "public"."scoring_type" AS ENUM('rank', 'highest_score', 'lowest_score', 'fastest_time', 'slowest_time');--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "auth_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"winner_type" "award_winner_type" NOT NULL,
	"team_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "awards_winner_matches_type" CHECK (("awards"."winner_type" = 'team' and "awards"."team_id" is not null and "awards"."company_id" is null)
        or ("awards"."winner_type" = 'company' and "awards"."company_id" is not null and "awards"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"description" text,
	"endurance" smallint DEFAULT 0 NOT NULL,
	"teamwork" smallint DEFAULT 0 NOT NULL,
	"guts" smallint DEFAULT 0 NOT NULL,
	"skill" smallint DEFAULT 0 NOT NULL,
	"is_water" boolean DEFAULT false NOT NULL,
	"is_joker" boolean DEFAULT false NOT NULL,
	"score_1_label" text,
	"score_2_label" text,
	"time_1_label" text,
	"time_2_label" text,
	"scoring_type" "scoring_type" DEFAULT 'rank' NOT NULL,
	"closing_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battles_id_event_unique" UNIQUE("id","event_id"),
	CONSTRAINT "battles_endurance_0_to_5" CHECK ("battles"."endurance" between 0 and 5),
	CONSTRAINT "battles_teamwork_0_to_5" CHECK ("battles"."teamwork" between 0 and 5),
	CONSTRAINT "battles_guts_0_to_5" CHECK ("battles"."guts" between 0 and 5),
	CONSTRAINT "battles_skill_0_to_5" CHECK ("battles"."skill" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "branding" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"fav_icon" text,
	"share_picture" text,
	CONSTRAINT "branding_host_unique" UNIQUE("host"),
	CONSTRAINT "branding_colors_are_hex" CHECK ("branding"."primary_color" ~ '^#[0-9A-Fa-f]{6}$' and "branding"."secondary_color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "cheers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheers_user_team_unique" UNIQUE("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"cover_image" text,
	"personal_website" text,
	"email" text,
	"bio" text,
	"video_url" text,
	"primary_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "company_member_role" DEFAULT 'employee' NOT NULL,
	"is_contact_person" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_user_unique" UNIQUE("company_id","user_id"),
	CONSTRAINT "company_members_contact_person_is_admin" CHECK (not "company_members"."is_contact_person" or "company_members"."role" = 'admin')
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "crew_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"battle_id" integer NOT NULL,
	CONSTRAINT "crew_assignments_user_battle_unique" UNIQUE("user_id","battle_id")
);
--> statement-breakpoint
CREATE TABLE "event_companies" (
	"event_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "event_companies_event_id_company_id_pk" PRIMARY KEY("event_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "event_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"role" "event_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_roles_user_event_role_unique" UNIQUE("user_id","event_id","role")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"closing_date" timestamp with time zone NOT NULL,
	"photo_url" text,
	"image_link" text,
	"location_name" text,
	"location_embed" text,
	"short_desc" text,
	"long_desc" text,
	"amount_of_challenges" integer DEFAULT 0 NOT NULL,
	"max_challenge_others" integer DEFAULT 3 NOT NULL,
	"max_players" integer DEFAULT 5 NOT NULL,
	"event_type" text DEFAULT 'Event' NOT NULL,
	"organizer_id" integer,
	"cheers_start_time" timestamp with time zone,
	"cheers_end_time" timestamp with time zone,
	"leaderboard_quarter" text,
	"leaderboard_frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_ends_after_start" CHECK ("events"."end_date" >= "events"."date"),
	CONSTRAINT "events_cheers_window_ordered" CHECK ("events"."cheers_end_time" is null or "events"."cheers_start_time" is null or "events"."cheers_end_time" >= "events"."cheers_start_time"),
	CONSTRAINT "events_max_players_positive" CHECK ("events"."max_players" > 0),
	CONSTRAINT "events_max_challenge_others_not_negative" CHECK ("events"."max_challenge_others" >= 0)
);
--> statement-breakpoint
CREATE TABLE "extra_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_points_not_zero" CHECK ("extra_points"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "houses_event_name_unique" UNIQUE("event_id","name"),
	CONSTRAINT "houses_color_is_hex" CHECK ("houses"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message_name" "notification_type" NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dynamic_key_1" text,
	"dynamic_key_2" text,
	"redirect_key_1" text
);
--> statement-breakpoint
CREATE TABLE "planning_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"date" date NOT NULL,
	"is_challenge" boolean DEFAULT false NOT NULL,
	"score_session_id" integer,
	CONSTRAINT "planning_items_ends_after_start" CHECK ("planning_items"."end_time" >= "planning_items"."start_time")
);
--> statement-breakpoint
CREATE TABLE "points_table" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"score" integer NOT NULL,
	"joker" integer DEFAULT 0 NOT NULL,
	"ladies" integer,
	CONSTRAINT "points_table_event_rank_unique" UNIQUE("event_id","rank"),
	CONSTRAINT "points_table_rank_positive" CHECK ("points_table"."rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"score_session_id" integer NOT NULL,
	"crew_rating" smallint NOT NULL,
	"challenge_rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_session_unique" UNIQUE("user_id","score_session_id"),
	CONSTRAINT "ratings_crew_1_to_5" CHECK ("ratings"."crew_rating" between 1 and 5),
	CONSTRAINT "ratings_challenge_1_to_5" CHECK ("ratings"."challenge_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "results" (
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
	CONSTRAINT "results_session_team_unique" UNIQUE("score_session_id","team_id"),
	CONSTRAINT "results_rank_positive" CHECK ("results"."rank" is null or "results"."rank" >= 1),
	CONSTRAINT "results_times_not_negative" CHECK (("results"."time_1" is null or "results"."time_1" >= 0) and ("results"."time_2" is null or "results"."time_2" >= 0))
);
--> statement-breakpoint
CREATE TABLE "rivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenger_team_id" integer NOT NULL,
	"challenged_team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rivals_pair_unique" UNIQUE("challenger_team_id","challenged_team_id"),
	CONSTRAINT "rivals_not_self" CHECK ("rivals"."challenger_team_id" <> "rivals"."challenged_team_id")
);
--> statement-breakpoint
CREATE TABLE "score_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "score_sessions_ends_after_start" CHECK ("score_sessions"."end_time" >= "score_sessions"."start_time")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" "event_role",
	"event_id" integer,
	"team_id" integer,
	"battle_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company_id" integer,
	"photo_url" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsors_company_or_photo" CHECK ("sponsors"."company_id" is not null or "sponsors"."photo_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "team_jokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"battle_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_jokers_team_event_unique" UNIQUE("team_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_captain" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_players_team_user_unique" UNIQUE("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"house_id" integer,
	"name" text NOT NULL,
	"slogan" text,
	"bio" text,
	"picture" text,
	"song_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_event_name_unique" UNIQUE("event_id","name"),
	CONSTRAINT "teams_id_event_unique" UNIQUE("id","event_id")
);
--> statement-breakpoint
CREATE TABLE "tiebreak_battles" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"battle_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "tiebreak_battles_event_position_unique" UNIQUE("event_id","position"),
	CONSTRAINT "tiebreak_battles_event_battle_unique" UNIQUE("event_id","battle_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"picture" text,
	"bio" text,
	"date_of_birth" date,
	"is_male" boolean,
	"country_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"instagram" text,
	"twitter" text,
	"facebook" text,
	"linkedin" text,
	"phone" text,
	"language" text,
	"last_role" "event_role",
	"last_event_id" integer,
	"last_team_id" integer,
	"last_battle_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheers" ADD CONSTRAINT "cheers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheers" ADD CONSTRAINT "cheers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_companies" ADD CONSTRAINT "event_companies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_companies" ADD CONSTRAINT "event_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roles" ADD CONSTRAINT "event_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roles" ADD CONSTRAINT "event_roles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_companies_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_points" ADD CONSTRAINT "extra_points_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_items" ADD CONSTRAINT "planning_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_items" ADD CONSTRAINT "planning_items_score_session_id_score_sessions_id_fk" FOREIGN KEY ("score_session_id") REFERENCES "public"."score_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_table" ADD CONSTRAINT "points_table_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_score_session_id_score_sessions_id_fk" FOREIGN KEY ("score_session_id") REFERENCES "public"."score_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_score_session_id_score_sessions_id_fk" FOREIGN KEY ("score_session_id") REFERENCES "public"."score_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rivals" ADD CONSTRAINT "rivals_challenger_team_id_teams_id_fk" FOREIGN KEY ("challenger_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rivals" ADD CONSTRAINT "rivals_challenged_team_id_teams_id_fk" FOREIGN KEY ("challenged_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sessions" ADD CONSTRAINT "score_sessions_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_jokers" ADD CONSTRAINT "team_jokers_event_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_jokers" ADD CONSTRAINT "team_jokers_team_in_event_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_jokers" ADD CONSTRAINT "team_jokers_battle_in_event_fk" FOREIGN KEY ("battle_id","event_id") REFERENCES "public"."battles"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiebreak_battles" ADD CONSTRAINT "tiebreak_battles_event_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiebreak_battles" ADD CONSTRAINT "tiebreak_battles_battle_in_event_fk" FOREIGN KEY ("battle_id","event_id") REFERENCES "public"."battles"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_event_id_events_id_fk" FOREIGN KEY ("last_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_team_id_teams_id_fk" FOREIGN KEY ("last_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_battle_id_battles_id_fk" FOREIGN KEY ("last_battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "awards_event_idx" ON "awards" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "awards_team_idx" ON "awards" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "awards_company_idx" ON "awards" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "battles_event_idx" ON "battles" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "cheers_team_idx" ON "cheers" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_contact_person" ON "company_members" USING btree ("company_id") WHERE "company_members"."is_contact_person";--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crew_assignments_battle_idx" ON "crew_assignments" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "event_companies_company_idx" ON "event_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "event_roles_event_role_idx" ON "event_roles" USING btree ("event_id","role");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "extra_points_team_idx" ON "extra_points" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "planning_items_event_start_idx" ON "planning_items" USING btree ("event_id","start_time");--> statement-breakpoint
CREATE INDEX "planning_items_session_idx" ON "planning_items" USING btree ("score_session_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "ratings_session_idx" ON "ratings" USING btree ("score_session_id");--> statement-breakpoint
CREATE INDEX "results_team_idx" ON "results" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "rivals_challenged_idx" ON "rivals" USING btree ("challenged_team_id");--> statement-breakpoint
CREATE INDEX "score_sessions_battle_idx" ON "score_sessions" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sponsors_event_idx" ON "sponsors" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "team_jokers_battle_idx" ON "team_jokers" USING btree ("battle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_one_captain" ON "team_players" USING btree ("team_id") WHERE "team_players"."is_captain";--> statement-breakpoint
CREATE INDEX "team_players_user_idx" ON "team_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_event_idx" ON "teams" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "teams_company_idx" ON "teams" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "teams_house_idx" ON "teams" USING btree ("house_id");