CREATE TABLE "host_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"arguments" jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "host_actions_status_check" CHECK ("host_actions"."status" in ('proposed', 'done', 'failed', 'refused', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "host_actions" ADD CONSTRAINT "host_actions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_actions_conversation_index" ON "host_actions" USING btree ("conversation_id","status");