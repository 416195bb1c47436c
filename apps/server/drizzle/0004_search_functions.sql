-- Character n-grams for search in Japanese and English alike (docs/decisions.md).
-- Text is NFKC-normalised (full-width and half-width become one) and lower-cased, then cut into
-- every two-character pair that holds no white space. A GIN index over the result serves any
-- query of two or more characters, whatever the language, identically on PGlite and PostgreSQL.
CREATE OR REPLACE FUNCTION kizuki_bigrams(input text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  normalized text := lower(normalize(coalesce(input, ''), NFKC));
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
-- The bigrams of a text as a query: joined with | (any, for similarity) or & (all, for search).
-- Lexemes with a quote or a backslash are left out: they cannot be written as tsquery literals.
CREATE OR REPLACE FUNCTION kizuki_bigram_query(input text, operator text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    string_agg(quote_literal(lexeme), CASE WHEN operator = '&' THEN ' & ' ELSE ' | ' END)::tsquery,
    ''::tsquery)
  FROM unnest(tsvector_to_array(kizuki_bigrams(input))) AS lexeme
  WHERE lexeme !~ '[''\\]'
$$;
