-- One text-folding rule (docs/architecture.md, "Text"): NFKC (full-width and half-width become
-- one) and lower case, the way every search compares text. The search functions, the stored
-- search_text column and the keyword parameters all fold through this function, and
-- packages/shared's foldText is its TypeScript twin (a test compares the two on a table of cases).
-- The search functions are redefined with the same results, so no stored value changes.
CREATE FUNCTION kizuki_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(normalize(input, NFKC))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kizuki_bigrams(input text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  normalized text := kizuki_fold(coalesce(input, ''));
  len integer := char_length(normalized);
  pairs text[] := '{}';
  pair text;
BEGIN
  FOR i IN 1 .. len - 1 LOOP
    pair := substr(normalized, i, 2);
    IF pair !~ '\s' THEN
      pairs := pairs || pair;
    END IF;
  END LOOP;
  RETURN array_to_tsvector(pairs);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kizuki_search_terms(input text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  normalized text := kizuki_fold(coalesce(input, ''));
  len integer := char_length(normalized);
  terms text[] := '{}';
  current_char text;
  next_char text;
BEGIN
  FOR i IN 1 .. len LOOP
    current_char := substr(normalized, i, 1);
    CONTINUE WHEN current_char ~ '\s';
    next_char := substr(normalized, i + 1, 1);
    IF next_char = '' OR next_char ~ '\s' THEN
      terms := terms || current_char;
    ELSE
      terms := terms || (current_char || next_char);
    END IF;
  END LOOP;
  RETURN array_to_tsvector(terms);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kizuki_search_query(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(term, ' & ')::tsquery, ''::tsquery)
  FROM (
    SELECT CASE WHEN char_length(word) = 1 THEN quote_literal(word) || ':*'
                ELSE quote_literal(substr(word, position, 2)) END AS term,
           CASE WHEN char_length(word) = 1 THEN word ELSE substr(word, position, 2) END AS lexeme
    FROM regexp_split_to_table(kizuki_fold(coalesce(input, '')), '\s+') AS word,
         generate_series(1, greatest(char_length(word) - 1, 1)) AS position
    WHERE word <> ''
  ) AS terms
  WHERE lexeme !~ '[''\\]'
$$;
