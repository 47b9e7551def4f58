import { BUSINESS, EXTRA_PRICES_CENTS, SERVICE_PRICES_CENTS, VAT_RATE, vatSplit } from '@tire/contracts';
import type { Texts } from '../i18n/messages.js';
import { detailLines, escapeHtml } from './html-layout.js';

/** One line of a receipt: what, how many and the unit price (VAT included). */
export interface ReceiptLine {
  name: string;
  /** A second fact under the name ("205/55 R16"). */
  detail?: string;
  quantity: number;
  unitCents: number;
}

const cell = 'padding:6px 0;vertical-align:top';
const amountCell = `${cell};text-align:right;white-space:nowrap;padding-left:16px`;

/**
 * The itemised receipt of a booking or an order: each line with its price, then the total split
 * into the price without VAT and the VAT, and the total. HTML (escaped) and plain-text lines.
 */
export function receiptLines(texts: Texts, lines: readonly ReceiptLine[], totalCents: number): { html: string; text: string[] } {
  const { t } = texts;
  const { netCents, vatCents } = vatSplit(totalCents);
  const items = lines.map((line) => {
    const facts = [line.detail, line.quantity === 1 ? undefined : t('lines.quantity', { quantity: line.quantity, unit: texts.euro(line.unitCents) })].filter(
      (fact): fact is string => Boolean(fact),
    );
    return { name: line.name, facts, amount: texts.euro(line.quantity * line.unitCents) };
  });
  const sums: [string, string][] = [
    [t('lines.netTotal'), texts.euro(netCents)],
    [t('lines.vat', { rate: texts.percent(VAT_RATE) }), texts.euro(vatCents)],
    [t('lines.total'), texts.euro(totalCents)],
  ];

  const itemRows = items.map(
    ({ name, facts, amount }) =>
      `<tr><td style="${cell}">${escapeHtml(name)}${facts.length ? `<br><span style="color:#52525b">${escapeHtml(facts.join(', '))}</span>` : ''}</td>` +
      `<td style="${amountCell}">${escapeHtml(amount)}</td></tr>`,
  );
  const sumRows = sums.map(([label, amount], index) => {
    const first = index === 0 ? ';border-top:1px solid #d4d4d8' : '';
    const weight = index === sums.length - 1 ? ';font-weight:bold' : ';color:#52525b';
    return `<tr><td style="${cell}${first}${weight}">${escapeHtml(label)}</td><td style="${amountCell}${first}${weight}">${escapeHtml(amount)}</td></tr>`;
  });
  return {
    html: `<table role="presentation" style="border-collapse:collapse;width:100%;margin:8px 0 16px">
${[...itemRows, ...sumRows].join('\n')}
</table>`,
    text: [...detailLines(items.map(({ name, facts, amount }) => [[name, ...facts].join(', '), amount] as const)), ...detailLines(sums)],
  };
}

/** Who sells (a Finnish receipt names the seller, its address and its business id). */
export function sellerFacts(texts: Texts): { html: string; text: string[] } {
  const facts = [
    BUSINESS.name,
    BUSINESS.streetAddress,
    `${BUSINESS.postalCode} ${BUSINESS.city}`,
    texts.t('seller.businessId', { businessId: BUSINESS.businessId }),
  ];
  const heading = texts.t('seller.heading');
  return {
    html: `<p style="font-size:13px;color:#52525b">${escapeHtml(heading)}: ${facts.map(escapeHtml).join(', ')}</p>`,
    text: [`${heading}: ${facts.join(', ')}`],
  };
}

/**
 * A booking's receipt lines: the service and each extra (once) at the prices of the tables. When
 * they do not add up to what was paid (a price changed, an id unknown here), one line for the
 * whole booking at the amount paid: a receipt never shows prices that were not charged.
 */
export function bookingReceiptLines(texts: Texts, serviceType: string, extras: readonly string[], paidCents: number): ReceiptLine[] {
  const unique = [...new Set(extras)];
  const price = <T extends object>(table: T, id: string) => (Object.hasOwn(table, id) ? (table[id as keyof T] as number) : undefined);
  const lines = [
    { name: texts.serviceName(serviceType), unitCents: price(SERVICE_PRICES_CENTS, serviceType) },
    ...unique.map((extra) => ({ name: texts.extraName(extra), unitCents: price(EXTRA_PRICES_CENTS, extra) })),
  ];
  const priced = lines.every((line): line is { name: string; unitCents: number } => line.unitCents !== undefined);
  if (priced && lines.reduce((sum, line) => sum + line.unitCents!, 0) === paidCents) {
    return lines.map((line) => ({ name: line.name, quantity: 1, unitCents: line.unitCents! }));
  }
  return [{ name: lines.map((line) => line.name).join(', '), quantity: 1, unitCents: paidCents }];
}
