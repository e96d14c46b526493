CREATE TABLE "user_points" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"quiz" integer DEFAULT 0 NOT NULL,
	"test" integer DEFAULT 0 NOT NULL,
	"potd" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "points_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_points_rank_idx" ON "user_points" USING btree ("points" DESC NULLS LAST) WHERE active and points > 0;--> statement-breakpoint
-- The all-time points per user (schema/points.ts), kept by the triggers below. Points as in
-- @pariksha/shared/points (POINTS): a quiz 1 per correct, a test's first attempt 2 per correct,
-- a daily-problem solve 10 and 5 more when the day before was solved. Live tests that have
-- already ended count from now on; the board releases the others as they end.
UPDATE "exams" SET "points_released" = true WHERE "kind" = 'live' AND "ends_at" <= now();
--> statement-breakpoint
INSERT INTO "user_points" ("user_id", "active", "quiz", "test", "potd", "points")
SELECT u.id, u.is_active, coalesce(q.p, 0), coalesce(t.p, 0), coalesce(s.p, 0), coalesce(q.p, 0) + coalesce(t.p, 0) + coalesce(s.p, 0)
  FROM "users" u
  LEFT JOIN (SELECT user_id, sum(score)::int AS p FROM quiz_attempts WHERE finished_at IS NOT NULL GROUP BY user_id) q ON q.user_id = u.id
  LEFT JOIN (
    SELECT a.user_id, (2 * sum(coalesce(a.correct, 0)))::int AS p
      FROM exam_attempts a JOIN exams e ON e.id = a.exam_id
      WHERE a.status = 'submitted' AND a.attempt_number = 1 AND (e.kind <> 'live' OR e.ends_at IS NULL OR e.points_released)
      GROUP BY a.user_id
  ) t ON t.user_id = u.id
  LEFT JOIN (
    SELECT user_id, sum(10 + CASE WHEN prev = date - 1 THEN 5 ELSE 0 END)::int AS p
      FROM (SELECT user_id, date, lag(date) OVER (PARTITION BY user_id ORDER BY date) AS prev FROM potd_solves) x
      GROUP BY user_id
  ) s ON s.user_id = u.id
  WHERE coalesce(q.p, 0) <> 0 OR coalesce(t.p, 0) <> 0 OR coalesce(s.p, 0) <> 0;
--> statement-breakpoint
-- Adds deltas[i] to column `col` (and to points) of user uids[i] (each user once), creating the row.
-- A user being deleted is gone from users: the join skips them (their row goes by cascade).
CREATE FUNCTION user_points_bump(col text, uids uuid[], deltas int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uids IS NULL OR cardinality(uids) = 0 THEN
    RETURN;
  END IF;
  EXECUTE format(
    'INSERT INTO user_points AS p (user_id, active, %1$I, points)
       SELECT x.u, u.is_active, x.d, x.d FROM unnest($1::uuid[], $2::int[]) AS x(u, d) JOIN users u ON u.id = x.u
     ON CONFLICT (user_id) DO UPDATE SET %1$I = p.%1$I + excluded.%1$I, points = p.points + excluded.points', col)
  USING uids, deltas;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_points_quiz() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uids uuid[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(d) INTO uids, deltas FROM (
      SELECT user_id, sum(score)::int AS d FROM new_rows WHERE finished_at IS NOT NULL GROUP BY user_id
    ) x WHERE d <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(user_id), array_agg(d) INTO uids, deltas FROM (
      SELECT user_id, sum(d)::int AS d FROM (
        SELECT user_id, score AS d FROM new_rows WHERE finished_at IS NOT NULL
        UNION ALL
        SELECT user_id, -score FROM old_rows WHERE finished_at IS NOT NULL
      ) y GROUP BY user_id
    ) x WHERE d <> 0;
  ELSE
    SELECT array_agg(user_id), array_agg(d) INTO uids, deltas FROM (
      SELECT user_id, -sum(score)::int AS d FROM old_rows WHERE finished_at IS NOT NULL GROUP BY user_id
    ) x WHERE d <> 0;
  END IF;
  PERFORM user_points_bump('quiz', uids, deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_points_quiz_insert AFTER INSERT ON quiz_attempts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_quiz();
--> statement-breakpoint
CREATE TRIGGER user_points_quiz_update AFTER UPDATE ON quiz_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_quiz();
--> statement-breakpoint
CREATE TRIGGER user_points_quiz_delete AFTER DELETE ON quiz_attempts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_quiz();
--> statement-breakpoint
-- A test's first submitted attempt counts when its exam does: not a live test still running
-- (exams.points_released). The live exams involved are locked FOR SHARE first, so a release
-- (UPDATE exams, whose trigger sums the attempts) and a submit never both miss or both count one.
CREATE FUNCTION user_points_test() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uids uuid[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM exams e WHERE e.kind = 'live' AND e.ends_at IS NOT NULL
      AND e.id IN (SELECT exam_id FROM new_rows WHERE status = 'submitted' AND attempt_number = 1)
      ORDER BY e.id FOR SHARE;
    SELECT array_agg(user_id), array_agg(d) INTO uids, deltas FROM (
      SELECT r.user_id, (2 * sum(r.correct))::int AS d FROM new_rows r JOIN exams e ON e.id = r.exam_id
        WHERE r.status = 'submitted' AND r.attempt_number = 1 AND (e.kind <> 'live' OR e.ends_at IS NULL OR e.points_released)
        GROUP BY r.user_id
    ) x WHERE d <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM exams e WHERE e.kind = 'live' AND e.ends_at IS NOT NULL
      AND e.id IN (SELECT exam_id FROM new_rows WHERE status = 'submitted' AND attempt_number = 1
                   UNION SELECT exam_id FROM old_rows WHERE status = 'submitted' AND attempt_number = 1)
      ORDER BY e.id FOR SHARE;
    SELECT array_agg(user_id), array_agg(d) INTO uids, deltas FROM (
      SELECT r.user_id, (2 * sum(r.d))::int AS d FROM (
        SELECT user_id, exam_id, correct AS d FROM new_rows WHERE status = 'submitted' AND attempt_number = 1
        UNION ALL
        SELECT user_id, exam_id, -correct FROM old_rows WHERE status = 'submitted' AND attempt_number = 1
      ) r JOIN exams e ON e.id = r.exam_id
        WHERE e.kind <> 'live' OR e.ends_at IS NULL OR e.points_released
        GROUP BY r.user_id
    ) x WHERE d <> 0;
  ELSE
    PERFORM 1 FROM exams e WHERE e.kind = 'live' AND e.ends_at IS NOT NULL
      AND e.id IN (SELECT exam_id FROM old_rows WHERE status = 'submitted' AND attempt_number = 1)
      ORDER BY e.id FOR SHARE;
    -- An exam being deleted took its attempts' points back first (user_points_exam).
    SELECT array_agg(user_id), array_agg(d) INTO uids, deltas FROM (
      SELECT r.user_id, (-2 * sum(r.correct))::int AS d FROM old_rows r JOIN exams e ON e.id = r.exam_id
        WHERE r.status = 'submitted' AND r.attempt_number = 1 AND (e.kind <> 'live' OR e.ends_at IS NULL OR e.points_released)
        GROUP BY r.user_id
    ) x WHERE d <> 0;
  END IF;
  PERFORM user_points_bump('test', uids, deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_points_test_insert AFTER INSERT ON exam_attempts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_test();
--> statement-breakpoint
CREATE TRIGGER user_points_test_update AFTER UPDATE ON exam_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_test();
--> statement-breakpoint
CREATE TRIGGER user_points_test_delete AFTER DELETE ON exam_attempts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_test();
--> statement-breakpoint
-- An exam that starts or stops counting (a live test released, a kind or end changed) adds or
-- takes back its attempts' points. A deleted exam deletes its attempts itself first, while it is
-- still there for their trigger to read.
CREATE FUNCTION user_points_exam() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted boolean;
  counts boolean;
  uids uuid[];
  deltas int[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM exam_attempts WHERE exam_id = OLD.id;
    RETURN OLD;
  END IF;
  counted := OLD.kind <> 'live' OR OLD.ends_at IS NULL OR OLD.points_released;
  counts := NEW.kind <> 'live' OR NEW.ends_at IS NULL OR NEW.points_released;
  IF counted = counts THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(user_id), array_agg(d) INTO uids, deltas FROM (
    SELECT user_id, ((CASE WHEN counts THEN 2 ELSE -2 END) * sum(correct))::int AS d FROM exam_attempts
      WHERE exam_id = NEW.id AND status = 'submitted' AND attempt_number = 1 GROUP BY user_id
  ) x WHERE d <> 0;
  PERFORM user_points_bump('test', uids, deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_points_exam_update AFTER UPDATE ON exams FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.ends_at IS DISTINCT FROM NEW.ends_at OR OLD.points_released IS DISTINCT FROM NEW.points_released)
  EXECUTE FUNCTION user_points_exam();
--> statement-breakpoint
CREATE TRIGGER user_points_exam_delete BEFORE DELETE ON exams FOR EACH ROW EXECUTE FUNCTION user_points_exam();
--> statement-breakpoint
-- Daily-problem points depend on the day before (the streak bonus), so the solver's total is
-- counted again from their solves (one index range per user), under a lock on the user's row so
-- two of their solves at once cannot both write a stale total.
CREATE FUNCTION user_points_potd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who uuid[];
  uids uuid[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO who FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT user_id) INTO who FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) x;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO who FROM old_rows;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY(who) ORDER BY id FOR NO KEY UPDATE;
  SELECT array_agg(u), array_agg(d) INTO uids, deltas FROM (
    SELECT w.u, (coalesce((
        SELECT sum(10 + CASE WHEN s.prev = s.date - 1 THEN 5 ELSE 0 END)
          FROM (SELECT date, lag(date) OVER (ORDER BY date) AS prev FROM potd_solves WHERE user_id = w.u) s
      ), 0) - coalesce(p.potd, 0))::int AS d
      FROM unnest(who) AS w(u) LEFT JOIN user_points p ON p.user_id = w.u
  ) x WHERE d <> 0;
  PERFORM user_points_bump('potd', uids, deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_points_potd_insert AFTER INSERT ON potd_solves REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_potd();
--> statement-breakpoint
CREATE TRIGGER user_points_potd_update AFTER UPDATE ON potd_solves REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_potd();
--> statement-breakpoint
CREATE TRIGGER user_points_potd_delete AFTER DELETE ON potd_solves REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_points_potd();
--> statement-breakpoint
CREATE FUNCTION user_points_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_points SET active = NEW.is_active WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_points_active AFTER UPDATE OF is_active ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION user_points_active();
