-- The e-mails sent to each address (to whom, which event, the subject, the language, when): what a
-- customer's data download lists as "e-mails sent", erased with the rest of their data. No bodies,
-- codes or links are kept.
CREATE TABLE "notifications"."sent_emails" (
    "id" BIGSERIAL NOT NULL,
    "recipient" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "language" TEXT,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_emails_pkey" PRIMARY KEY ("id")
);

-- A person's e-mails are found by their address, whatever its case.
CREATE INDEX "sent_emails_recipient_idx" ON "notifications"."sent_emails"(lower("recipient"));
