-- Search terms that serve keywords of any length, one character included (docs/decisions.md).
-- Like kizuki_bigrams, the text is NFKC-normalised and lower-cased; every character that is not
-- white space then gives one term: the pair it starts, or the character alone when white space or
-- the end of the text follows it. So every occurrence of a character begins some term, and a
-- one-character keyword is a prefix query ('x':*) that the GIN index answers.
CREATE OR REPLACE FUNCTION kizuki_search_terms(input text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  normalized text := lower(normalize(coalesce(input, ''), NFKC));
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
-- A keyword as a query over those terms: each white-space-separated word of two or more characters
-- contributes all its pairs, a one-character word a prefix; all of them must be present. Terms with
-- a quote or a backslash are left out (they cannot be tsquery literals): the query then narrows less,
-- and the substring test that follows it still decides. An empty query means "no index help".
CREATE OR REPLACE FUNCTION kizuki_search_query(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(term, ' & ')::tsquery, ''::tsquery)
  FROM (
    SELECT CASE WHEN char_length(word) = 1 THEN quote_literal(word) || ':*'
                ELSE quote_literal(substr(word, position, 2)) END AS term,
           CASE WHEN char_length(word) = 1 THEN word ELSE substr(word, position, 2) END AS lexeme
    FROM regexp_split_to_table(lower(normalize(coalesce(input, ''), NFKC)), '\s+') AS word,
         generate_series(1, greatest(char_length(word) - 1, 1)) AS position
    WHERE word <> ''
  ) AS terms
  WHERE lexeme !~ '[''\\]'
$$;
