CREATE TABLE "wallet_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"gift_balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_balance_check" CHECK (balance >= 0 and gift_balance >= 0 and gift_balance <= balance)
);
--> statement-breakpoint
CREATE TABLE "wallet_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"refund_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_flows_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_flows_amount_check" CHECK (amount <> 0 and balance_after >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_flows" ADD CONSTRAINT "wallet_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_flows_user_idx" ON "wallet_flows" USING btree ("user_id","created_at");