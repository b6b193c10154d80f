CREATE TABLE "sap_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"resource" text NOT NULL,
	"ok" boolean NOT NULL,
	"status" integer,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sap_calls_kind_check" CHECK ("sap_calls"."kind" in ('call', 'sync'))
);
--> statement-breakpoint
CREATE TABLE "sap_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"service_root" text NOT NULL,
	"company_db" text NOT NULL,
	"user_name" text NOT NULL,
	"sealed_password" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sap_calls" ADD CONSTRAINT "sap_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sap_connections" ADD CONSTRAINT "sap_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sap_calls_created_index" ON "sap_calls" USING btree ("created_at");