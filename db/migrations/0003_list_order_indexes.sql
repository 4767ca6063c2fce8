DROP INDEX "admission_enquiries_list_idx";--> statement-breakpoint
DROP INDEX "admission_enquiries_status_idx";--> statement-breakpoint
DROP INDEX "visit_requests_list_idx";--> statement-breakpoint
CREATE INDEX "admission_enquiries_list_idx" ON "admission_enquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admission_enquiries_status_idx" ON "admission_enquiries" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_requests_list_idx" ON "visit_requests" USING btree ("visit_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);