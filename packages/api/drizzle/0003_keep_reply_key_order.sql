ALTER TABLE "conversation_messages" ALTER COLUMN "reply" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "pending_actions" ALTER COLUMN "preview" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "pending_actions" ALTER COLUMN "outcome" SET DATA TYPE json;