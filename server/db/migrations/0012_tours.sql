CREATE SEQUENCE "public"."tour_confirmation_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "tour_departure_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"departure_id" text NOT NULL,
	"places" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "tour_departure_holds_places_check" CHECK (places >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"departure_id" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_departures_taken_check" CHECK (taken >= 0 and taken <= capacity)
);
--> statement-breakpoint
CREATE TABLE "tour_order_passengers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"passenger_type" integer NOT NULL,
	"person" jsonb NOT NULL,
	"price_kind" text NOT NULL,
	"price" bigint NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"refund_request_id" uuid
);
--> statement-breakpoint
CREATE TABLE "tour_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"departure_id" text NOT NULL,
	"tour" jsonb NOT NULL,
	"departure" jsonb NOT NULL,
	"hotel" jsonb NOT NULL,
	"rooms" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"cancellation" jsonb NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"confirmation_code" text,
	CONSTRAINT "tour_orders_confirmation_code_unique" UNIQUE("confirmation_code")
);
--> statement-breakpoint
ALTER TABLE "tour_departure_holds" ADD CONSTRAINT "tour_departure_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_order_passengers" ADD CONSTRAINT "tour_order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_orders" ADD CONSTRAINT "tour_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_departure_holds_order_idx" ON "tour_departure_holds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_order_passengers_order_idx" ON "tour_order_passengers" USING btree ("order_id","idx");--> statement-breakpoint
CREATE INDEX "tour_orders_departure_idx" ON "tour_orders" USING btree ("departure_id");