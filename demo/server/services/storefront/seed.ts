import type { Db } from '../../backend/db';
import { CATALOGUE, COUPONS } from './catalogue';

/**
 * Seeds the catalogue and coupons once; a product already present is left as it is, but for
 * its options and variants, which a demo database seeded before they existed takes on.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  for (const p of CATALOGUE) {
    await db.query(
      `INSERT INTO products (id, sku, slug, name, type, description, price, sale_price,
         stock_tracking, stock_level, stock_status, prerelease_date, cross_sell_product_id,
         images, purchase_options, categories, downloads, shippable, options, variants)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20)
       ON CONFLICT (id) DO UPDATE SET options = EXCLUDED.options, variants = EXCLUDED.variants`,
      [
        p.id,
        p.sku,
        p.slug,
        p.name,
        p.type,
        p.description,
        p.price,
        p.salePrice ?? null,
        p.stockLevel !== undefined,
        p.stockLevel ?? null,
        p.prereleaseDate ? 'preorder' : p.stockLevel === 0 ? 'out_of_stock' : 'in_stock',
        p.prereleaseDate ?? null,
        p.crossSell ?? null,
        JSON.stringify([{ id: `${p.id}-image`, file: { url: p.image } }]),
        JSON.stringify(
          p.plans
            ? {
                standard: { active: false },
                subscription: { active: true, plans: p.plans },
              }
            : { standard: { active: true } },
        ),
        JSON.stringify([p.category]),
        JSON.stringify(p.downloads ?? []),
        p.shippable ?? false,
        JSON.stringify(p.options ?? []),
        JSON.stringify(p.variants ?? []),
      ],
    );
  }
  for (const c of COUPONS) {
    await db.query(
      `INSERT INTO coupons (code, name, kind, value, expires_at, first_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
      [
        c.code,
        c.name,
        c.kind,
        c.value,
        'expiresAt' in c ? c.expiresAt : null,
        'firstOrder' in c && c.firstOrder,
      ],
    );
  }
}
