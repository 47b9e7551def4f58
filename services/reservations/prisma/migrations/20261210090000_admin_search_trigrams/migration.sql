-- The admin finds a booking by part of its tracking code, its plate written any way or the
-- customer's e-mail (contains, case ignored). A LIKE '%…%' cannot use a b-tree, so the search read
-- every row of the history. Trigrams can: every three consecutive characters of the tracking code
-- and the e-mail (in lower case), and, marked with a '#', of the plate without spaces or hyphens,
-- go into one array, indexed with GIN (the next migration). A search of three or more characters
-- first keeps the rows whose array holds every trigram of what was typed (of the text, or '#' and
-- those of its letters and digits for the plate), then checks the LIKE on those few rows.
--
-- What was typed is looked up by fewer trigrams than it has: those starting at every third
-- character, and the last (search_needle). A row holding the text holds these too, and each
-- trigram less is a posting list less for GIN to walk; the LIKE keeps the search exact.
--
-- The functions and PostgreSQL's own GIN array index do what pg_trgm's operator class would, without
-- an extension: a service migrates as its own role, which may not create extensions
-- (deploy/postgres/service-roles.sql), and a function in its own schema needs no one else.
CREATE FUNCTION "reservations"."search_trigrams"("code" TEXT, "plate" TEXT, "email" TEXT) RETURNS TEXT[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
    SELECT coalesce(array_agg(DISTINCT trigram), '{}')
    FROM (
        SELECT substr(t, i, 3) AS trigram
        FROM unnest(ARRAY[lower("code"), lower("email")]) AS t, generate_series(1, length(t) - 2) AS i
        UNION ALL
        SELECT '#' || substr(p, i, 3)
        FROM lower(regexp_replace("plate", '[^[:alnum:]]', '', 'g')) AS p, generate_series(1, length(p) - 2) AS i
    ) AS trigrams
$$;

CREATE FUNCTION "reservations"."search_needle"("text" TEXT, "plate" TEXT) RETURNS TEXT[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
    SELECT coalesce(array_agg(DISTINCT trigram), '{}')
    FROM (
        SELECT substr(t, i, 3) AS trigram
        FROM lower("text") AS t, generate_series(1, length(t) - 2) AS i
        WHERE (i - 1) % 3 = 0 OR i = length(t) - 2
        UNION ALL
        SELECT '#' || substr(p, i, 3)
        FROM lower(regexp_replace("plate", '[^[:alnum:]]', '', 'g')) AS p, generate_series(1, length(p) - 2) AS i
        WHERE (i - 1) % 3 = 0 OR i = length(p) - 2
    ) AS trigrams
$$;
