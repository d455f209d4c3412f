CREATE TABLE "instagram_auth_states" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"canvas_id" integer NOT NULL,
	"return_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_connections" (
	"canvas_id" integer PRIMARY KEY NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"media_cache" jsonb,
	"media_cached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "instagram_auth_states" ADD CONSTRAINT "instagram_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_auth_states" ADD CONSTRAINT "instagram_auth_states_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_connections" ADD CONSTRAINT "instagram_connections_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_auth_states_expires_idx" ON "instagram_auth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "instagram_auth_states_user_idx" ON "instagram_auth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "instagram_auth_states_canvas_idx" ON "instagram_auth_states" USING btree ("canvas_id");