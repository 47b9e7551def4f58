-- A signup form belongs to the code sent with it, and only that code applies it: keyed by the
-- code, not by the e-mail (a stranger's form for someone's address must never become their profile
-- when they sign in with a login code, nor replace the form of their own signup).
ALTER TABLE "accounts"."pending_signups" ADD COLUMN "code_id" TEXT;

-- A waiting form was sent with the address's newest signup code; a form without one cannot be verified any more.
UPDATE "accounts"."pending_signups" AS p SET "code_id" = (
    SELECT c."id" FROM "accounts"."login_codes" AS c
    WHERE c."email" = p."email" AND c."purpose" = 'signup'
    ORDER BY c."created_at" DESC LIMIT 1
);
DELETE FROM "accounts"."pending_signups" WHERE "code_id" IS NULL;

ALTER TABLE "accounts"."pending_signups" ALTER COLUMN "code_id" SET NOT NULL;
ALTER TABLE "accounts"."pending_signups" DROP CONSTRAINT "pending_signups_pkey";
ALTER TABLE "accounts"."pending_signups" ADD CONSTRAINT "pending_signups_pkey" PRIMARY KEY ("code_id");

-- CreateIndex
CREATE INDEX "pending_signups_email_idx" ON "accounts"."pending_signups"("email");

-- AddForeignKey
ALTER TABLE "accounts"."pending_signups" ADD CONSTRAINT "pending_signups_code_id_fkey" FOREIGN KEY ("code_id") REFERENCES "accounts"."login_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
