-- Messages sent before conversations existed (member_messages: "Message me", applicants, poster,
-- team) become the direct conversations they belong to, so "Reply on Canvas" finds them. They were
-- emailed when sent: they arrive read and already emailed (no unread flood, no second notice).
INSERT INTO "chat_channels" ("kind", "direct_key", "created_by", "canvas_id", "created_at", "updated_at")
SELECT 'direct',
  least("from_user_id", "to_user_id") || ':' || greatest("from_user_id", "to_user_id"),
  (array_agg("from_user_id" ORDER BY "created_at", "id"))[1],
  (array_agg("canvas_id" ORDER BY "created_at", "id"))[1],
  min("created_at"), max("created_at")
FROM "member_messages"
WHERE "from_user_id" <> "to_user_id"
GROUP BY least("from_user_id", "to_user_id"), greatest("from_user_id", "to_user_id")
ON CONFLICT ("direct_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "chat_members" ("channel_id", "user_id", "joined_at")
SELECT c."id", p."user_id"::integer, c."created_at"
FROM "chat_channels" c
CROSS JOIN LATERAL unnest(string_to_array(c."direct_key", ':')) AS p("user_id")
WHERE c."kind" = 'direct'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "chat_messages" ("channel_id", "sender_id", "kind", "body", "created_at")
SELECT c."id", m."from_user_id", 'text', m."body", m."created_at"
FROM "member_messages" m
JOIN "chat_channels" c
  ON c."direct_key" = least(m."from_user_id", m."to_user_id") || ':' || greatest(m."from_user_id", m."to_user_id")
WHERE m."from_user_id" <> m."to_user_id"
ORDER BY m."created_at", m."id";
--> statement-breakpoint
UPDATE "chat_channels" c
SET "last_message_id" = newest."id", "last_message_at" = newest."created_at"
FROM (
  SELECT DISTINCT ON ("channel_id") "channel_id", "id", "created_at"
  FROM "chat_messages"
  ORDER BY "channel_id", "id" DESC
) newest
WHERE newest."channel_id" = c."id" AND c."last_message_id" IS NULL;
--> statement-breakpoint
UPDATE "chat_members" cm
SET "last_read_message_id" = greatest(cm."last_read_message_id", c."last_message_id"),
  "emailed_through_message_id" = greatest(cm."emailed_through_message_id", c."last_message_id")
FROM "chat_channels" c
WHERE c."id" = cm."channel_id" AND c."last_message_id" IS NOT NULL AND c."kind" = 'direct'
  AND cm."last_read_message_id" = 0;
--> statement-breakpoint
DROP TABLE "member_messages" CASCADE;
