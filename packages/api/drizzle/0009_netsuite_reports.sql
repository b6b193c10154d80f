CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"search_id" text NOT NULL,
	"search_title" text NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"time_of_day" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_status_check" CHECK ("report_schedules"."status" in ('active', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_notes" (
	"account_id" text NOT NULL,
	"search_id" text NOT NULL,
	"description" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_notes_account_id_search_id_pk" PRIMARY KEY("account_id","search_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"search_id" text NOT NULL,
	"user_id" uuid,
	"schedule_id" uuid,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"rows" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_notes" ADD CONSTRAINT "saved_search_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_runs" ADD CONSTRAINT "saved_search_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_runs" ADD CONSTRAINT "saved_search_runs_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_due_index" ON "report_schedules" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_account_index" ON "report_schedules" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "saved_search_runs_search_index" ON "saved_search_runs" USING btree ("account_id","search_id","started_at");--> statement-breakpoint
CREATE INDEX "saved_search_runs_schedule_index" ON "saved_search_runs" USING btree ("schedule_id","started_at");