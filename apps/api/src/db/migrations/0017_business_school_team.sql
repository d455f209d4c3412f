CREATE TABLE "canvas_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canvas_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"canvas_id" integer NOT NULL,
	"location_uuid" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by" integer,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer
);
--> statement-breakpoint
CREATE TABLE "canvas_members" (
	"canvas_id" integer NOT NULL,
	"location_uuid" text NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"permission" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canvas_members_canvas_id_location_uuid_user_id_pk" PRIMARY KEY("canvas_id","location_uuid","user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"canvas_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"price_id" text,
	"amount" integer,
	"job_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canvas_invitations" ADD CONSTRAINT "canvas_invitations_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_invitations" ADD CONSTRAINT "canvas_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_invitations" ADD CONSTRAINT "canvas_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_members" ADD CONSTRAINT "canvas_members_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_members" ADD CONSTRAINT "canvas_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "canvas_invitations_code_key" ON "canvas_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "canvas_invitations_pending_key" ON "canvas_invitations" USING btree ("canvas_id","location_uuid","email") WHERE "canvas_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "canvas_invitations_email_idx" ON "canvas_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "canvas_members_user_idx" ON "canvas_members" USING btree ("user_id","canvas_id");--> statement-breakpoint
CREATE INDEX "payment_orders_canvas_idx" ON "payment_orders" USING btree ("canvas_id","created_at" DESC NULLS LAST);