-- One PostgreSQL role per service, owner of that service's schema and of nothing else.
--
-- A service connects (and migrates) as tire_<service>: it owns its schema and every object in it,
-- has no right on another service's schema, cannot create in `public` nor create schemas, and is
-- a member of no other role. No service reads another's tables (they talk over HTTP and queues),
-- so no cross-schema grant exists; one would be added here, named and explained.
--
-- Run by a superuser (or, on a managed server, the admin role that created the roles and is a
-- member of them), connected to the platform's database; idempotent, so run it again after adding
-- a service or to rotate passwords:
--
--   PGOPTIONS='-c tire.password_reservations=… -c tire.password_catalogue=… …' \
--     psql -v ON_ERROR_STOP=1 "postgresql://admin@db.example:5432/tire" -f deploy/postgres/service-roles.sql
--
-- Settings it reads (all optional):
--   tire.password_<service>   the role's password; unset or empty keeps the role's current one
--   tire.role_prefix          the roles' names are <prefix><service>; default "tire_" (tests use their own)
--
-- An existing database whose schemas belong to another role (a development database made before
-- these roles, all owned by postgres) is handed over: the schema and its tables, views, sequences,
-- types and routines get the service's role as owner (REASSIGN OWNED is per role, not per schema).
--
-- `npm start` and the browser tests run this file on the local server (scripts/lib/database-roles.mjs),
-- docker-compose.yml runs it in its `db-roles` step, Kubernetes ops run it (deploy/k8s/README.md).
DO $service_roles$
DECLARE
  -- "registry": the remotes registry, kept by the BFF (its only tables).
  services CONSTANT text[] := ARRAY['reservations', 'catalogue', 'payments', 'accounts', 'notifications', 'registry'];
  prefix CONSTANT text := coalesce(nullif(current_setting('tire.role_prefix', true), ''), 'tire_');
  service text;
  other text;
  role_name text;
  new_password text;
  object record;
BEGIN
  -- Two runs at once (npm start beside the browser tests) wait for each other.
  PERFORM pg_advisory_xact_lock(72707370);

  -- Nobody creates objects in public; nobody connects, or creates temporary tables, without a grant.
  EXECUTE 'REVOKE CREATE ON SCHEMA public FROM PUBLIC';
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());

  FOREACH service IN ARRAY services LOOP
    role_name := prefix || service;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = role_name) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I LOGIN', role_name);
      EXCEPTION WHEN duplicate_object THEN
        NULL; -- made by a run on another database just now
      END;
    END IF;
    EXECUTE format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT', role_name);
    new_password := nullif(current_setting('tire.password_' || service, true), '');
    IF new_password IS NOT NULL THEN
      EXECUTE format('ALTER ROLE %I PASSWORD %L', role_name, new_password);
    END IF;
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role_name);
    EXECUTE format('REVOKE ALL ON SCHEMA public FROM %I', role_name);

    -- Its schema, made here when new (the role may not create schemas), handed over when not its own.
    IF NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = service) THEN
      EXECUTE format('CREATE SCHEMA %I AUTHORIZATION %I', service, role_name);
    END IF;
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', service, role_name);
    EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', service);

    -- Tables, views and foreign tables (their indexes, row types and owned sequences follow).
    FOR object IN
      SELECT c.relname, c.relkind FROM pg_class c
      WHERE c.relnamespace = service::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND c.relowner <> role_name::regrole
    LOOP
      EXECUTE format(
        'ALTER %s %I.%I OWNER TO %I',
        CASE object.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
        service, object.relname, role_name);
    END LOOP;
    -- Sequences no table owns (the others moved with their table).
    FOR object IN
      SELECT c.relname FROM pg_class c
      WHERE c.relnamespace = service::regnamespace AND c.relkind = 'S' AND c.relowner <> role_name::regrole
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                          AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i'))
    LOOP
      EXECUTE format('ALTER SEQUENCE %I.%I OWNER TO %I', service, object.relname, role_name);
    END LOOP;
    -- Enums, domains, ranges and standalone composite types (array types follow their element).
    FOR object IN
      SELECT t.typname, t.typtype FROM pg_type t LEFT JOIN pg_class c ON c.oid = t.typrelid
      WHERE t.typnamespace = service::regnamespace AND t.typowner <> role_name::regrole
        AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND c.relkind = 'c'))
    LOOP
      EXECUTE format('ALTER %s %I.%I OWNER TO %I', CASE object.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, service, object.typname, role_name);
    END LOOP;
    -- Functions and procedures (triggers' functions among them).
    FOR object IN
      SELECT p.oid::regprocedure AS signature, p.prokind FROM pg_proc p
      WHERE p.pronamespace = service::regnamespace AND p.proowner <> role_name::regrole
    LOOP
      EXECUTE format('ALTER %s %s OWNER TO %I', CASE object.prokind WHEN 'a' THEN 'AGGREGATE' ELSE 'ROUTINE' END, object.signature, role_name);
    END LOOP;
  END LOOP;

  -- No service has any right on another's schema or objects (grants left by an earlier setup go).
  FOREACH service IN ARRAY services LOOP
    FOREACH other IN ARRAY services LOOP
      CONTINUE WHEN other = service;
      EXECUTE format('REVOKE ALL ON SCHEMA %I FROM %I', service, prefix || other);
      EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %I', service, prefix || other);
      EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM %I', service, prefix || other);
      EXECUTE format('REVOKE ALL ON ALL ROUTINES IN SCHEMA %I FROM %I', service, prefix || other);
      IF pg_has_role(prefix || service, prefix || other, 'MEMBER') THEN
        EXECUTE format('REVOKE %I FROM %I', prefix || other, prefix || service);
      END IF;
    END LOOP;
  END LOOP;
END
$service_roles$;
