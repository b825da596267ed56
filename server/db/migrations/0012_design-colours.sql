ALTER TABLE "design_search" ADD COLUMN "colours" real[];--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "colours" real[];--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "colour_count" smallint;--> statement-breakpoint
-- Custom (not in the Drizzle schema): the colour filter on the SQL path, the same
-- CIEDE2000 (Sharma, Wu & Dalal 2005) as src/domain/colour.ts `deltaE2000`, which the
-- in-memory search index uses. The thresholds are the caller's (src/domain/colour.ts).
CREATE FUNCTION "delta_e_2000"(l1 float8, a1 float8, b1 float8, l2 float8, a2 float8, b2 float8)
RETURNS float8 LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
	c1 float8 := sqrt(a1 * a1 + b1 * b1);
	c2 float8 := sqrt(a2 * a2 + b2 * b2);
	cm7 float8 := ((c1 + c2) / 2) ^ 7;
	g float8 := 0.5 * (1 - sqrt(cm7 / (cm7 + 6103515625)));
	a1p float8 := (1 + g) * a1;
	a2p float8 := (1 + g) * a2;
	c1p float8 := sqrt(a1p * a1p + b1 * b1);
	c2p float8 := sqrt(a2p * a2p + b2 * b2);
	h1 float8 := CASE WHEN a1p = 0 AND b1 = 0 THEN 0 WHEN atan2(b1, a1p) < 0 THEN degrees(atan2(b1, a1p)) + 360 ELSE degrees(atan2(b1, a1p)) END;
	h2 float8 := CASE WHEN a2p = 0 AND b2 = 0 THEN 0 WHEN atan2(b2, a2p) < 0 THEN degrees(atan2(b2, a2p)) + 360 ELSE degrees(atan2(b2, a2p)) END;
	dh float8 := 0;
	hm float8 := h1 + h2;
	cm float8 := (c1p + c2p) / 2;
	lm float8 := (l1 + l2) / 2;
	t float8;
	rc float8;
	lo float8;
	sl float8;
	sc float8;
	sh float8;
	dl float8 := l2 - l1;
	dc float8 := c2p - c1p;
	dhh float8;
BEGIN
	IF c1p * c2p <> 0 THEN
		dh := h2 - h1;
		IF dh > 180 THEN dh := dh - 360; ELSIF dh < -180 THEN dh := dh + 360; END IF;
		IF abs(h1 - h2) <= 180 THEN hm := (h1 + h2) / 2;
		ELSIF h1 + h2 < 360 THEN hm := (h1 + h2 + 360) / 2;
		ELSE hm := (h1 + h2 - 360) / 2;
		END IF;
	END IF;
	dhh := 2 * sqrt(c1p * c2p) * sin(radians(dh / 2));
	t := 1 - 0.17 * cos(radians(hm - 30)) + 0.24 * cos(radians(2 * hm)) + 0.32 * cos(radians(3 * hm + 6)) - 0.2 * cos(radians(4 * hm - 63));
	rc := 2 * sqrt(cm ^ 7 / (cm ^ 7 + 6103515625));
	lo := (lm - 50) ^ 2;
	sl := 1 + 0.015 * lo / sqrt(20 + lo);
	sc := 1 + 0.045 * cm;
	sh := 1 + 0.015 * cm * t;
	RETURN sqrt((dl / sl) ^ 2 + (dc / sc) ^ 2 + (dhh / sh) ^ 2
		- sin(radians(2 * 30 * exp(-(((hm - 275) / 25) ^ 2)))) * rc * (dc / sc) * (dhh / sh));
END
$$;
--> statement-breakpoint
-- How much of a design lies within max_delta of a colour: the shares of its colours
-- (colours: L, a, b, share for each) that close, summed.
CREATE FUNCTION "palette_coverage"(colours real[], l float8, a float8, b float8, max_delta float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT COALESCE(sum(colours[i + 3]), 0)
	FROM generate_series(1, coalesce(array_length(colours, 1), 0) - 3, 4) AS i
	WHERE delta_e_2000(l, a, b, colours[i], colours[i + 1], colours[i + 2]) <= max_delta
$$;
