CREATE TABLE "netsuite_authorization_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"account_id" text,
	"sealed_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "netsuite_connections" ADD COLUMN "auth_method" text DEFAULT 'tba' NOT NULL;--> statement-breakpoint
ALTER TABLE "netsuite_connections" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "netsuite_connections" ADD COLUMN "refresh_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "netsuite_authorization_requests" ADD CONSTRAINT "netsuite_authorization_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netsuite_authorization_requests" ADD CONSTRAINT "netsuite_authorization_requests_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "netsuite_authorization_requests_expires_at_index" ON "netsuite_authorization_requests" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "netsuite_connections" ADD CONSTRAINT "netsuite_connections_auth_method_check" CHECK ("netsuite_connections"."auth_method" in ('tba', 'oauth2'));