-- Issue 21: the audit log names the address an operator acted from (the shopper's own
-- behind a trusted proxy, see TRUST_PROXY); entries written before this have none.
ALTER TABLE "audit_log" ADD COLUMN "address" text;
