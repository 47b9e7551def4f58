-- The remotes registry of record (kept by the BFF, schema "registry", role tire_registry): every
-- published release of a remote (immutable), what each remote serves now (its default version and
-- at most one canary), every change of that (who, when, why), and the shell's load reports by
-- which a failing canary is rolled back.

CREATE TABLE "registry"."releases" (
    "remote" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "manifest_url" TEXT NOT NULL,
    -- SHA-384 of mf-manifest.json; "files": { "<path in the release>": "sha384-…" } for every file.
    "manifest_integrity" TEXT NOT NULL,
    "files" JSONB NOT NULL,
    "pages" JSONB NOT NULL DEFAULT '[]',
    "shared" JSONB NOT NULL DEFAULT '[]',
    "sizes" JSONB NOT NULL DEFAULT '{}',
    "published_by" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "releases_pkey" PRIMARY KEY ("remote", "version")
);

CREATE TABLE "registry"."deployments" (
    "remote" TEXT NOT NULL,
    "default_version" TEXT NOT NULL,
    "canary_version" TEXT,
    "canary_percent" INTEGER,
    "canary_started_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "deployments_pkey" PRIMARY KEY ("remote"),
    CONSTRAINT "deployments_default_fkey" FOREIGN KEY ("remote", "default_version") REFERENCES "registry"."releases" ("remote", "version"),
    CONSTRAINT "deployments_canary_fkey" FOREIGN KEY ("remote", "canary_version") REFERENCES "registry"."releases" ("remote", "version"),
    CONSTRAINT "deployments_canary_check" CHECK (
      ("canary_version" IS NULL AND "canary_percent" IS NULL) OR ("canary_version" IS NOT NULL AND "canary_percent" BETWEEN 1 AND 99)
    )
);

-- Appended, never edited: the audit trail and the history (what "rollback" without a version returns to).
CREATE TABLE "registry"."events" (
    "id" BIGSERIAL NOT NULL,
    "remote" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "version" TEXT,
    "percent" INTEGER,
    "actor" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "events_action_check" CHECK ("action" IN ('published', 'deployed', 'canary', 'promoted', 'rolled_back', 'auto_rolled_back', 'override_issued'))
);
CREATE INDEX "events_remote_idx" ON "registry"."events" ("remote", "id");

-- One row per load of a remote in a browser (beacons, rate-limited): outcome and load time.
CREATE TABLE "registry"."load_reports" (
    "id" BIGSERIAL NOT NULL,
    "remote" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "load_ms" INTEGER,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "load_reports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "load_reports_outcome_check" CHECK ("outcome" IN ('loaded', 'load_failed', 'render_error'))
);
CREATE INDEX "load_reports_version_idx" ON "registry"."load_reports" ("remote", "version", "at");
