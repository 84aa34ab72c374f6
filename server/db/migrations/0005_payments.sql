CREATE SEQUENCE "public"."pnr_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"purpose" text NOT NULL,
	"gateway_id" integer NOT NULL,
	"wallet_type" text NOT NULL,
	"is_mobile" boolean NOT NULL,
	"amount" bigint NOT NULL,
	"wallet_amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"authority" text NOT NULL,
	"reference_number" text,
	"card_mask" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_authority_unique" UNIQUE("authority"),
	CONSTRAINT "payments_amount_check" CHECK (amount > 0 and wallet_amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transactions" (
	"authority" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reference_number" text,
	"card_mask" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE status = 'Pending';