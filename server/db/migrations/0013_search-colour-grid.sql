-- The store's colour filter reads each design's palette from the search copy snapped to
-- a grid of 4 CIELAB units (src/domain/colour.ts SEARCH_COLOUR_STEP, snapToSearchGrid):
-- a new picked colour is measured against the grid cells a catalogue uses (at most
-- ~15,000) instead of every colour of every design. Shares are kept as they are; the
-- measured palette in designs.colours keeps its exact colours for the detail page.
-- floor(v / 4 + 0.5) rounds halves up, as the JavaScript does (round() on float8 may
-- round halves to even).
CREATE FUNCTION "search_palette"(colours real[])
RETURNS real[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT array_agg(
		CASE WHEN i % 4 = 0 THEN colours[i] ELSE (floor(colours[i]::float8 / 4 + 0.5) * 4)::real END
		ORDER BY i)
	FROM generate_series(1, array_length(colours, 1)) AS i
$$;
--> statement-breakpoint
UPDATE "design_search" SET "colours" = search_palette("colours") WHERE "colours" IS NOT NULL;
