CREATE TABLE "refund_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"involuntary" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reason_id" integer NOT NULL,
	"destination" text NOT NULL,
	"sheba" text,
	"account_holder" text,
	"description" text,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"penalty" bigint NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"items" jsonb NOT NULL,
	"bank_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_due_idx" ON "refund_requests" USING btree ("due_at");