CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"canvas_id" integer NOT NULL,
	"poster_id" integer,
	"status" text DEFAULT 'private' NOT NULL,
	"expire" date NOT NULL,
	"job_title" jsonb,
	"job_type" jsonb,
	"job_category" jsonb,
	"location" jsonb,
	"location_uuid" text,
	"valid_for_all_state" boolean DEFAULT false NOT NULL,
	"competition" boolean DEFAULT false NOT NULL,
	"brand" text DEFAULT 'Not a Brand' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"apply_url" text DEFAULT '' NOT NULL,
	"editor" text DEFAULT '' NOT NULL,
	"media" jsonb NOT NULL,
	"additional" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"canvas_id" integer,
	"status" text DEFAULT 'applied' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "opportunity_bookmarks" (
	"user_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_bookmarks_user_id_opportunity_id_pk" PRIMARY KEY("user_id","opportunity_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_views" (
	"opportunity_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "opportunity_views_opportunity_id_day_visitor_pk" PRIMARY KEY("opportunity_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_bookmarks" ADD CONSTRAINT "opportunity_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_bookmarks" ADD CONSTRAINT "opportunity_bookmarks_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_views" ADD CONSTRAINT "opportunity_views_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_slug_key" ON "opportunities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "opportunities_canvas_idx" ON "opportunities" USING btree ("canvas_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_canvas_public_idx" ON "opportunities" USING btree ("canvas_id","created_at" DESC NULLS LAST) WHERE "opportunities"."status" = 'public';--> statement-breakpoint
CREATE INDEX "opportunities_public_recent_idx" ON "opportunities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."status" = 'public';--> statement-breakpoint
CREATE INDEX "opportunities_expire_idx" ON "opportunities" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "opportunities_poster_idx" ON "opportunities" USING btree ("poster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_applications_opportunity_user_key" ON "opportunity_applications" USING btree ("opportunity_id","user_id");--> statement-breakpoint
CREATE INDEX "opportunity_applications_user_idx" ON "opportunity_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_bookmarks_opportunity_idx" ON "opportunity_bookmarks" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_bookmarks_user_created_idx" ON "opportunity_bookmarks" USING btree ("user_id","created_at");