CREATE TABLE "reseller_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reseller_request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_identifier" integer NOT NULL,
	"user_id" uuid,
	"request_id" uuid NOT NULL,
	"proposal_id" text NOT NULL,
	"returning_request_id" uuid,
	"returning_proposal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_request_id" uuid NOT NULL,
	"step" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reseller_orders" ADD CONSTRAINT "reseller_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_orders" ADD CONSTRAINT "reseller_orders_reseller_request_id_reseller_requests_id_fk" FOREIGN KEY ("reseller_request_id") REFERENCES "public"."reseller_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_steps" ADD CONSTRAINT "reseller_steps_reseller_request_id_reseller_requests_id_fk" FOREIGN KEY ("reseller_request_id") REFERENCES "public"."reseller_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_orders_request_idx" ON "reseller_orders" USING btree ("reseller_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_steps_request_step_idx" ON "reseller_steps" USING btree ("reseller_request_id","step");