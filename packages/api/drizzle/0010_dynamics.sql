CREATE TABLE "dynamics_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamics_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"environment_url" text NOT NULL,
	"credential_kind" text NOT NULL,
	"sealed_credential" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dynamics_connections_kind_check" CHECK ("dynamics_connections"."credential_kind" in ('secret', 'certificate'))
);
--> statement-breakpoint
CREATE TABLE "dynamics_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"integration_id" text NOT NULL,
	"integration_name" text NOT NULL,
	"outcome" text NOT NULL,
	"records" integer NOT NULL,
	"message" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dynamics_sync_runs_outcome_check" CHECK ("dynamics_sync_runs"."outcome" in ('succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "dynamics_calls" ADD CONSTRAINT "dynamics_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamics_connections" ADD CONSTRAINT "dynamics_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamics_sync_runs" ADD CONSTRAINT "dynamics_sync_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dynamics_calls_user_created_index" ON "dynamics_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "dynamics_sync_runs_user_created_index" ON "dynamics_sync_runs" USING btree ("user_id","created_at");