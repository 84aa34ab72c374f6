CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"base_fare" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"price" bigint NOT NULL,
	"ticket_number" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"refund_request_id" uuid,
	CONSTRAINT "order_items_ticket_number_unique" UNIQUE("ticket_number")
);
--> statement-breakpoint
CREATE TABLE "order_passengers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"passenger_type" integer NOT NULL,
	"saved_passenger_id" uuid,
	"first_name_fa" text,
	"last_name_fa" text,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" text NOT NULL,
	"nationality" text NOT NULL,
	"national_code" text,
	"passport_number" text,
	"passport_expiry_date" text,
	"passport_issuing_country" text
);
--> statement-breakpoint
CREATE TABLE "order_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"proposal_id" text NOT NULL,
	"is_returning" boolean NOT NULL,
	"proposal" jsonb NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"is_charter" boolean NOT NULL,
	"refundable" boolean NOT NULL,
	"pnr" text,
	CONSTRAINT "order_segments_pnr_unique" UNIQUE("pnr")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"client_identifier" integer,
	"client_request_id" text,
	"base_amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"payable_amount" bigint NOT NULL,
	"voucher_code" text,
	"title" text NOT NULL,
	"passenger_count" integer NOT NULL,
	"departure_time" text,
	"contact_mobile" text NOT NULL,
	"contact_email" text,
	"search" jsonb,
	"hold_expires_at" timestamp with time zone,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_amounts_check" CHECK (discount_amount >= 0 and discount_amount <= base_amount and payable_amount = base_amount - discount_amount)
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"offer_key" text NOT NULL,
	"seats" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seat_inventory" (
	"offer_key" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_inventory_taken_check" CHECK (taken >= 0 and taken <= capacity)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"max_discount" bigint,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vouchers_value_check" CHECK (value > 0 and (kind <> 'Percent' or value <= 100))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_segment_id_order_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."order_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_segment_passenger_idx" ON "order_items" USING btree ("segment_id","passenger_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_passengers_order_idx" ON "order_passengers" USING btree ("order_id","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "order_segments_order_idx" ON "order_segments" USING btree ("order_id","idx");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE status = 'Reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_request_idx" ON "orders" USING btree ("user_id","client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_holds_order_offer_idx" ON "seat_holds" USING btree ("order_id","offer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_order_idx" ON "voucher_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_user_idx" ON "voucher_redemptions" USING btree ("voucher_code","user_id");