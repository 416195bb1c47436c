-- pg_dump writes, and pg_restore runs, with an empty search_path: a function that names another
-- function or a table without its schema is not found there. Restoring a dump failed at the posts
-- table, whose generated search_vector calls kizuki_search_terms, which calls kizuki_fold
-- (docs/deployment.md, "Backups and restore"). The search functions and the poll version, which
-- the restore or every query calls, now keep the schema the migrations ran in (not a fixed
-- "public": an installation may use another); the trigger functions run only after a restore.
-- None of these is inlined by the planner (each has a FROM clause, a subquery or is PL/pgSQL), so
-- the setting changes no plan.
ALTER FUNCTION kizuki_bigrams(text) SET search_path FROM CURRENT;--> statement-breakpoint
ALTER FUNCTION kizuki_bigram_query(text, text) SET search_path FROM CURRENT;--> statement-breakpoint
ALTER FUNCTION kizuki_search_terms(text) SET search_path FROM CURRENT;--> statement-breakpoint
ALTER FUNCTION kizuki_search_query(text) SET search_path FROM CURRENT;--> statement-breakpoint
ALTER FUNCTION kizuki_poll_version(integer) SET search_path FROM CURRENT;
