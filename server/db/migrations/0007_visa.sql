CREATE TABLE "visa_destinations" (
	"code" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"note" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "visa_destinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "visa_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_passengers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"passenger_type" integer NOT NULL,
	"first_name_fa" text,
	"last_name_fa" text,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" text NOT NULL,
	"nationality" text NOT NULL,
	"national_code" text,
	"passport_number" text NOT NULL,
	"passport_expiry_date" text NOT NULL,
	"photo_image_id" uuid NOT NULL,
	"passport_image_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_requests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"destination_code" text NOT NULL,
	"visa_type_code" text NOT NULL,
	"speed" text NOT NULL,
	"travel_date" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"processing_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_speeds" (
	"code" text PRIMARY KEY NOT NULL,
	"title_fa" text NOT NULL,
	"surcharge_percent" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_types" (
	"code" text PRIMARY KEY NOT NULL,
	"destination_code" text NOT NULL,
	"title_fa" text NOT NULL,
	"kind" text NOT NULL,
	"stay_days" integer NOT NULL,
	"entries" text NOT NULL,
	"validity_days" integer NOT NULL,
	"base_price" bigint NOT NULL,
	"processing_days" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visa_images" ADD CONSTRAINT "visa_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_passengers" ADD CONSTRAINT "visa_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_passengers" ADD CONSTRAINT "visa_passengers_photo_image_id_visa_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."visa_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_passengers" ADD CONSTRAINT "visa_passengers_passport_image_id_visa_images_id_fk" FOREIGN KEY ("passport_image_id") REFERENCES "public"."visa_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requests" ADD CONSTRAINT "visa_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_types" ADD CONSTRAINT "visa_types_destination_code_visa_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."visa_destinations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_images_user_idx" ON "visa_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visa_passengers_order_idx" ON "visa_passengers" USING btree ("order_id");