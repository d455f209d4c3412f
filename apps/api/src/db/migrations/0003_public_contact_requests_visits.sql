CREATE TABLE "captcha_uses" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_email" text NOT NULL,
	"message_html" text NOT NULL,
	"message_text" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_rights_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_rights_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"canvas_url" text NOT NULL,
	"state_residence" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "landing_page_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page" text NOT NULL,
	"source" text NOT NULL,
	"rep" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_at_idx" ON "captcha_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_from_email_idx" ON "contact_messages" USING btree ("from_email");--> statement-breakpoint
CREATE INDEX "data_rights_requests_status_created_idx" ON "data_rights_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "data_rights_requests_created_at_idx" ON "data_rights_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "data_rights_requests_email_idx" ON "data_rights_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "landing_page_visits_page_created_idx" ON "landing_page_visits" USING btree ("page","created_at");--> statement-breakpoint
CREATE INDEX "landing_page_visits_source_created_idx" ON "landing_page_visits" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "landing_page_visits_rep_idx" ON "landing_page_visits" USING btree ("rep");--> statement-breakpoint
CREATE INDEX "landing_page_visits_created_at_idx" ON "landing_page_visits" USING btree ("created_at");