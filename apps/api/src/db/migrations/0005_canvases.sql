CREATE TABLE "canvas_bookmarks" (
	"user_id" integer NOT NULL,
	"canvas_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canvas_bookmarks_user_id_canvas_id_pk" PRIMARY KEY("user_id","canvas_id")
);
--> statement-breakpoint
CREATE TABLE "canvas_locations" (
	"canvas_id" integer NOT NULL,
	"position" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "canvas_locations_canvas_id_position_pk" PRIMARY KEY("canvas_id","position")
);
--> statement-breakpoint
CREATE TABLE "canvases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canvases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"owner_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"introduction" jsonb NOT NULL,
	"pronouns" text,
	"booking_url" text DEFAULT '' NOT NULL,
	"instagram_handle" text DEFAULT '' NOT NULL,
	"detail" jsonb NOT NULL,
	"media" jsonb NOT NULL,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_information" jsonb NOT NULL,
	"employments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_media" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text)) STORED,
	"search_name" text DEFAULT '' NOT NULL,
	"year_of_experience" integer,
	"licensed" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"school_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"program_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"software_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"graduation_date" date,
	"average_ticket" real,
	"visit_frequency" real,
	"repeat_retention" real,
	"retail_sales" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"canvas_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"licensed" boolean,
	"code" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"tactic" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canvas_bookmarks" ADD CONSTRAINT "canvas_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_bookmarks" ADD CONSTRAINT "canvas_bookmarks_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_locations" ADD CONSTRAINT "canvas_locations_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvases" ADD CONSTRAINT "canvases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canvas_bookmarks_canvas_idx" ON "canvas_bookmarks" USING btree ("canvas_id");--> statement-breakpoint
CREATE INDEX "canvas_bookmarks_user_created_idx" ON "canvas_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "canvas_locations_earth_idx" ON "canvas_locations" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE UNIQUE INDEX "canvases_slug_key" ON "canvases" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "canvases_owner_idx" ON "canvases" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "canvases_deleted_at_idx" ON "canvases" USING btree ("deleted_at") WHERE "canvases"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "canvases_browse_idx" ON "canvases" USING btree ("type","updated_at" DESC NULLS LAST) WHERE "canvases"."status" = 'public' and "canvases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "canvases_search_vector_idx" ON "canvases" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "canvases_search_name_trgm_idx" ON "canvases" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "canvases_category_ids_idx" ON "canvases" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "canvases_school_ids_idx" ON "canvases" USING gin ("school_ids");--> statement-breakpoint
CREATE INDEX "canvases_program_ids_idx" ON "canvases" USING gin ("program_ids");--> statement-breakpoint
CREATE INDEX "canvases_software_ids_idx" ON "canvases" USING gin ("software_ids");--> statement-breakpoint
CREATE INDEX "member_messages_to_user_idx" ON "member_messages" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_from_user_idx" ON "member_messages" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "options_kind_sort_idx" ON "options" USING btree ("kind","sort_order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "options_kind_name_key" ON "options" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "schools_name_trgm_idx" ON "schools" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree (lower("name"));