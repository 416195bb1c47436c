CREATE TABLE "task_nudges" (
	"task_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_nudges_task_id_kind_pk" PRIMARY KEY("task_id","kind")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delegate_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delegate_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delegate_until" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_nudges" ADD CONSTRAINT "task_nudges_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_delegate_user_id_users_id_fk" FOREIGN KEY ("delegate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_approval_to_do_due_idx" ON "tasks" USING btree ("due_on") WHERE "tasks"."status" = 'to-do' and "tasks"."type" in ('approval', 'comment-approval');