DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_unit_email_unique" ON "users" USING btree ("unit","email");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");