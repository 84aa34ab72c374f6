CREATE SEQUENCE "public"."payment_bank_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
DROP INDEX "payments_pending_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_order_id" bigint DEFAULT nextval('payment_bank_order_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_redirect" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "callback" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "callback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE status = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_reference_idx" ON "payments" USING btree ("gateway_id","bank_reference");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("created_at") WHERE status = 'Succeeded' and bank_settled_at is null;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE status in ('Pending', 'Reversing');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_order_id_unique" UNIQUE("bank_order_id");--> statement-breakpoint
UPDATE "payments" SET "bank_settled_at" = "settled_at", "verified_at" = "settled_at" WHERE "status" = 'Succeeded';
