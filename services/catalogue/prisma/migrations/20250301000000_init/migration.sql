-- The catalogue service's tables, in its own Postgres schema.
CREATE SCHEMA IF NOT EXISTS "catalogue";

-- CreateEnum
CREATE TYPE "catalogue"."tire_type" AS ENUM ('summer', 'winter', 'all_season');

-- CreateEnum
CREATE TYPE "catalogue"."order_status" AS ENUM ('pending', 'paid', 'processing', 'delivered', 'cancelled');

-- CreateTable
CREATE TABLE "catalogue"."products" (
    "id" SERIAL NOT NULL,
    "sku" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "size" TEXT NOT NULL,
    "type" "catalogue"."tire_type" NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "image_url" TEXT,
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "review_count" INTEGER NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id"),
    -- The last line of defence against overselling: no update can take stock below zero.
    CONSTRAINT "products_stock_check" CHECK ("stock" >= 0),
    -- Every tire's price includes the 2.01 EUR recycling fee, so it is always above it.
    CONSTRAINT "products_price_cents_check" CHECK ("price_cents" > 201),
    CONSTRAINT "products_rating_check" CHECK ("rating" BETWEEN 0 AND 5),
    CONSTRAINT "products_review_count_check" CHECK ("review_count" >= 0)
);

-- CreateTable
CREATE TABLE "catalogue"."orders" (
    "id" SERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "email" TEXT,
    "language" TEXT,
    "total_cents" INTEGER NOT NULL,
    "installation_requested" BOOLEAN NOT NULL DEFAULT false,
    "status" "catalogue"."order_status" NOT NULL DEFAULT 'pending',
    "paid_at" TIMESTAMPTZ(3),
    "last_payment_error" TEXT,
    "last_payment_failed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "orders_total_cents_check" CHECK ("total_cents" > 0),
    -- A paid order knows when it was paid.
    CONSTRAINT "orders_paid_at_check" CHECK ("status" <> 'paid' OR "paid_at" IS NOT NULL)
);

-- CreateTable
CREATE TABLE "catalogue"."order_lines" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_cents" INTEGER NOT NULL,

    CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "order_lines_quantity_check" CHECK ("quantity" > 0),
    CONSTRAINT "order_lines_unit_price_cents_check" CHECK ("unit_price_cents" > 0)
);

-- CreateIndex
CREATE UNIQUE INDEX "products_sku_key" ON "catalogue"."products"("sku");

-- CreateIndex
CREATE INDEX "products_size_brand_type_idx" ON "catalogue"."products"("size", "brand", "type");

-- CreateIndex
CREATE INDEX "orders_user_id_created_at_idx" ON "catalogue"."orders"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "order_lines_product_id_idx" ON "catalogue"."order_lines"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "order_lines_order_id_product_id_key" ON "catalogue"."order_lines"("order_id", "product_id");

-- AddForeignKey
ALTER TABLE "catalogue"."order_lines" ADD CONSTRAINT "order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "catalogue"."orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalogue"."order_lines" ADD CONSTRAINT "order_lines_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "catalogue"."products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
