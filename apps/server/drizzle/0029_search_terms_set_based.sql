-- The search terms of a text as one set-based SQL expression instead of a PL/pgSQL loop that grew
-- an array one element at a time (quadratic in the text's length): the same terms for every text,
-- so no stored value changes (a test compares the two definitions), about four times faster on a
-- post of typical length. It bounded the load of a million posts (docs/performance.md, "Seeding").
-- A word's terms are its character pairs, and its last character alone (substr past the end
-- answers the one character), so a one-character word is found by its prefix.
CREATE OR REPLACE FUNCTION kizuki_search_terms(input text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(coalesce(array_agg(substr(word, position, 2)), '{}'))
  FROM regexp_split_to_table(kizuki_fold(coalesce(input, '')), '\s+') AS word,
       generate_series(1, char_length(word)) AS position
  WHERE word <> ''
$$;
