ALTER TABLE "users" ADD COLUMN "editor_welcomed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "chat_token";