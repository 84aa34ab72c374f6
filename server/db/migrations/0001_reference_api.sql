CREATE TABLE "agencies" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"license_number" text NOT NULL,
	"phone" text NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"logo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"code" text PRIMARY KEY NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"country_code" text NOT NULL,
	"logo" text NOT NULL,
	"domestic" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"airport_id" integer PRIMARY KEY NOT NULL,
	"iata_code" text NOT NULL,
	"icao_code" text,
	"alternate_iata_code" text,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"domestic" boolean NOT NULL,
	"international" boolean NOT NULL,
	"hub" boolean DEFAULT false NOT NULL,
	"domestic_priority" integer DEFAULT 0 NOT NULL,
	"international_priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "airports_iata_code_unique" UNIQUE("iata_code")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"country_code" text NOT NULL,
	"domestic_priority" integer DEFAULT 0 NOT NULL,
	"international_priority" integer DEFAULT 0 NOT NULL,
	"img" text,
	CONSTRAINT "cities_city_code_unique" UNIQUE("city_code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "countries_country_id_unique" UNIQUE("country_id")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"search" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"search" jsonb NOT NULL,
	"leg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"national_code" text,
	"birth_date" text,
	"gender" text,
	"password_hash" text,
	"scope" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_city_id_cities_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("city_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_histories" ADD CONSTRAINT "search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_histories_user_request_idx" ON "search_histories" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "search_histories_user_idx" ON "search_histories" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");