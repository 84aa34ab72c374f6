CREATE TABLE "passengers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
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
	"passport_issuing_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passengers_user_idx" ON "passengers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passengers_user_national_code_idx" ON "passengers" USING btree ("user_id","national_code") WHERE national_code is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "passengers_user_passport_idx" ON "passengers" USING btree ("user_id","nationality","passport_number") WHERE national_code is null and passport_number is not null;