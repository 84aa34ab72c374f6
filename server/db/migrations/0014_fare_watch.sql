CREATE TABLE "fare_price_history" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"cabin" integer NOT NULL,
	"departure_date" text NOT NULL,
	"observed_on" text NOT NULL,
	"days_ahead" integer NOT NULL,
	"price" bigint NOT NULL,
	"seats" integer NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_price_history_origin_destination_cabin_departure_date_observed_on_pk" PRIMARY KEY("origin","destination","cabin","departure_date","observed_on")
);
--> statement-breakpoint
CREATE TABLE "fare_watches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"search" jsonb NOT NULL,
	"watch_key" text NOT NULL,
	"flexible_month" text,
	"ends_on" text NOT NULL,
	"channel_push" boolean DEFAULT true NOT NULL,
	"channel_sms" boolean DEFAULT false NOT NULL,
	"channel_email" boolean DEFAULT false NOT NULL,
	"price_then" bigint,
	"price_now" bigint,
	"cheapest_date" text,
	"seats_left" integer,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_alert_price" bigint,
	"last_alert_day" text,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "fare_watches" ADD CONSTRAINT "fare_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fare_price_history_lead_idx" ON "fare_price_history" USING btree ("origin","destination","cabin","days_ahead");--> statement-breakpoint
CREATE UNIQUE INDEX "fare_watches_user_key_idx" ON "fare_watches" USING btree ("user_id","watch_key");--> statement-breakpoint
CREATE INDEX "fare_watches_due_idx" ON "fare_watches" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");