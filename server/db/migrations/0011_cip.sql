CREATE SEQUENCE "public"."cip_confirmation_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "cip_order_passengers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"passenger_type" integer NOT NULL,
	"person" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"refund_request_id" uuid
);
--> statement-breakpoint
CREATE TABLE "cip_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"airport_code" text NOT NULL,
	"kind" text NOT NULL,
	"airport" jsonb NOT NULL,
	"flight" jsonb NOT NULL,
	"flight_time" text NOT NULL,
	"meet_at" text NOT NULL,
	"service_at" timestamp with time zone NOT NULL,
	"meeting_point_fa" text NOT NULL,
	"lines" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"cancellation" jsonb NOT NULL,
	"confirmation_code" text,
	"flight_order_id" uuid,
	CONSTRAINT "cip_orders_confirmation_code_unique" UNIQUE("confirmation_code")
);
--> statement-breakpoint
CREATE TABLE "cip_slot_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"airport_code" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"hour" integer NOT NULL,
	"places" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "cip_slot_holds_places_check" CHECK (places >= 0)
);
--> statement-breakpoint
CREATE TABLE "cip_slots" (
	"airport_code" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"hour" integer NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cip_slots_airport_code_kind_day_hour_pk" PRIMARY KEY("airport_code","kind","day","hour"),
	CONSTRAINT "cip_slots_taken_check" CHECK (taken >= 0 and taken <= capacity)
);
--> statement-breakpoint
ALTER TABLE "cip_order_passengers" ADD CONSTRAINT "cip_order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_orders" ADD CONSTRAINT "cip_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_orders" ADD CONSTRAINT "cip_orders_flight_order_id_orders_id_fk" FOREIGN KEY ("flight_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cip_slot_holds" ADD CONSTRAINT "cip_slot_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cip_order_passengers_order_idx" ON "cip_order_passengers" USING btree ("order_id","idx");--> statement-breakpoint
CREATE INDEX "cip_orders_airport_idx" ON "cip_orders" USING btree ("airport_code","service_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cip_slot_holds_order_idx" ON "cip_slot_holds" USING btree ("order_id");