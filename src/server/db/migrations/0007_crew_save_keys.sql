CREATE TABLE "crew_save_keys" (
	"key" uuid PRIMARY KEY NOT NULL,
	"score_session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_save_keys" ADD CONSTRAINT "crew_save_keys_score_session_id_score_sessions_id_fk" FOREIGN KEY ("score_session_id") REFERENCES "public"."score_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_save_keys" ADD CONSTRAINT "crew_save_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_save_keys_created_idx" ON "crew_save_keys" USING btree ("created_at");