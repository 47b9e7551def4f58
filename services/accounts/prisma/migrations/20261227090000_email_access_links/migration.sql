-- E-mail access links ("my bookings" by e-mail, no account): proof for 15 minutes that whoever
-- holds the link reads the address's mailbox. Only the token's sha256 digest is stored, with the
-- address (lower-cased and trimmed), the asker's language and the expiry. A new table: nothing
-- existing is touched.
CREATE TABLE "accounts"."email_access_links" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "language" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_access_links_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "email_access_links_token_hash_length" CHECK (octet_length("token_hash") = 32)
);

CREATE UNIQUE INDEX "email_access_links_token_hash_key" ON "accounts"."email_access_links"("token_hash");
CREATE INDEX "email_access_links_email_created_at_idx" ON "accounts"."email_access_links"("email", "created_at");
