CREATE TABLE "sandbox_opayo_instructions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"instruction_type" text NOT NULL,
	"amount" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_opayo_instructions" ADD CONSTRAINT "sandbox_opayo_instructions_transaction_id_sandbox_opayo_transactions_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."sandbox_opayo_transactions"("transaction_id") ON DELETE no action ON UPDATE no action;