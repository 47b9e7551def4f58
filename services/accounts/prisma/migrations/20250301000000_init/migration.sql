-- The accounts service's tables, in its own Postgres schema.
CREATE SCHEMA IF NOT EXISTS "accounts";

-- CreateTable
CREATE TABLE "accounts"."users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "phone" TEXT,
    "address" TEXT,
    "apartment" TEXT,
    "postal_code" TEXT,
    "registration_number" TEXT,
    "vehicle_model" TEXT,
    "tire_size" TEXT,
    "language" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
    -- Addresses are stored as the contract normalises them, so "unique" really means one account.
    CONSTRAINT "users_email_lower_check" CHECK ("email" = lower(btrim("email")))
);

-- CreateTable
CREATE TABLE "accounts"."pending_signups" (
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "apartment" TEXT,
    "postal_code" TEXT NOT NULL,
    "registration_number" TEXT NOT NULL,
    "vehicle_model" TEXT NOT NULL,
    "tire_size" TEXT NOT NULL,
    "language" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pending_signups_pkey" PRIMARY KEY ("email")
);

-- CreateTable
CREATE TABLE "accounts"."login_codes" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "code_hmac" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "consumed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_codes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "login_codes_purpose_check" CHECK ("purpose" IN ('login', 'signup')),
    CONSTRAINT "login_codes_attempts_check" CHECK ("attempts" >= 0)
);

-- CreateTable
CREATE TABLE "accounts"."oidc_identities" (
    "id" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oidc_identities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "accounts"."users"("email");

-- CreateIndex
CREATE INDEX "login_codes_email_created_at_idx" ON "accounts"."login_codes"("email", "created_at");

-- CreateIndex
CREATE INDEX "oidc_identities_user_id_idx" ON "accounts"."oidc_identities"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "oidc_identities_issuer_subject_key" ON "accounts"."oidc_identities"("issuer", "subject");

-- AddForeignKey
ALTER TABLE "accounts"."oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "accounts"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
