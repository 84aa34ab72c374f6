CREATE SEQUENCE "public"."hotel_confirmation_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "hotel_order_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"offer_key" text NOT NULL,
	"room_type_id" text NOT NULL,
	"room_name_fa" text NOT NULL,
	"beds_fa" text NOT NULL,
	"board" text NOT NULL,
	"adults" integer NOT NULL,
	"child_ages" jsonb NOT NULL,
	"lead_guest" jsonb NOT NULL,
	"nights" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"refund_request_id" uuid
);
--> statement-breakpoint
CREATE TABLE "hotel_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"hotel" jsonb NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"stay" jsonb NOT NULL,
	"cancellation" jsonb NOT NULL,
	"special_requests" text,
	"confirmation_number" text,
	CONSTRAINT "hotel_orders_confirmation_number_unique" UNIQUE("confirmation_number")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" text NOT NULL,
	"night" text NOT NULL,
	"rooms" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "hotel_room_holds_rooms_check" CHECK (rooms >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"hotel_id" integer NOT NULL,
	"room_type_id" text NOT NULL,
	"night" text NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_room_nights_hotel_id_room_type_id_night_pk" PRIMARY KEY("hotel_id","room_type_id","night"),
	CONSTRAINT "hotel_room_nights_taken_check" CHECK (taken >= 0 and taken <= capacity)
);
--> statement-breakpoint
ALTER TABLE "hotel_order_rooms" ADD CONSTRAINT "hotel_order_rooms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD CONSTRAINT "hotel_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_holds" ADD CONSTRAINT "hotel_room_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_order_rooms_order_idx" ON "hotel_order_rooms" USING btree ("order_id","idx");--> statement-breakpoint
CREATE INDEX "hotel_orders_hotel_idx" ON "hotel_orders" USING btree ("hotel_id","check_in");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_holds_order_night_idx" ON "hotel_room_holds" USING btree ("order_id","room_type_id","night");