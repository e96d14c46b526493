CREATE TABLE "user_points_histogram" (
	"points" integer PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "user_points_histogram" ("points", "users")
SELECT points, count(*)::int FROM user_points WHERE active AND points > 0 GROUP BY points;
--> statement-breakpoint
-- Moves each changed user_points row out of its old bucket and into its new one, in points order
-- (so two statements never lock buckets in opposite orders).
CREATE FUNCTION user_points_histogram_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_points_histogram AS h (points, users)
      SELECT points, count(*)::int FROM new_rows WHERE active AND points > 0 GROUP BY points ORDER BY points
      ON CONFLICT (points) DO UPDATE SET users = h.users + excluded.users;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO user_points_histogram AS h (points, users)
      SELECT points, sum(n)::int FROM (
        SELECT points, 1 AS n FROM new_rows WHERE active AND points > 0
        UNION ALL
        SELECT points, -1 FROM old_rows WHERE active AND points > 0
      ) m GROUP BY points HAVING sum(n) <> 0 ORDER BY points
      ON CONFLICT (points) DO UPDATE SET users = h.users + excluded.users;
  ELSE
    INSERT INTO user_points_histogram AS h (points, users)
      SELECT points, -count(*)::int FROM old_rows WHERE active AND points > 0 GROUP BY points ORDER BY points
      ON CONFLICT (points) DO UPDATE SET users = h.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_points_histogram_insert AFTER INSERT ON user_points REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_histogram_move();
--> statement-breakpoint
CREATE TRIGGER user_points_histogram_update AFTER UPDATE ON user_points REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_histogram_move();
--> statement-breakpoint
CREATE TRIGGER user_points_histogram_delete AFTER DELETE ON user_points REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_histogram_move();
