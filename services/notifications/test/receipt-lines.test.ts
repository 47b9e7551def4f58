import { describe, expect, it } from 'vitest';
import { textsFor } from '../src/i18n/messages.js';
import { bookingReceiptLines, receiptLines } from '../src/templates/receipt-lines.js';

describe('receipt lines', () => {
  it("prices a booking's service and each chosen extra once from the price tables", () => {
    const lines = bookingReceiptLines(textsFor('fi'), 'tire_change', ['tire_bags', 'retightening', 'tire_bags'], 5000);
    expect(lines).toEqual([
      { name: 'Renkaanvaihto', quantity: 1, unitCents: 3500 },
      { name: 'Rengaskassit (4 kpl)', quantity: 1, unitCents: 500 },
      { name: 'Jälkikiristys (100 km jälkeen)', quantity: 1, unitCents: 1000 },
    ]);
  });

  it('never shows prices that were not charged: when the tables do not add up to the amount paid, one line at that amount', () => {
    expect(bookingReceiptLines(textsFor('en'), 'tire_change', ['tire_bags'], 3900)).toEqual([
      { name: 'Tire change, Tire bags (4 pcs)', quantity: 1, unitCents: 3900 },
    ]);
    expect(bookingReceiptLines(textsFor('en'), 'laser_alignment', [], 9900)).toEqual([{ name: 'laser_alignment', quantity: 1, unitCents: 9900 }]);
  });

  it('writes quantity × unit price for multiples, the line total, and the VAT split, in HTML and text', () => {
    const receipt = receiptLines(
      textsFor('en'),
      [
        { name: 'Nokian Hakkapeliitta R5', detail: '205/55 R16', quantity: 4, unitCents: 12990 },
        { name: '<b>Valve</b>', quantity: 1, unitCents: 100 },
      ],
      52060,
    );
    expect(receipt.text).toEqual([
      'Nokian Hakkapeliitta R5, 205/55 R16, 4 × €129.90: €519.60',
      '<b>Valve</b>: €1.00',
      'Total excluding VAT: €414.82',
      'VAT 25.5 %: €105.78',
      'Total: €520.60',
    ]);
    expect(receipt.html).toContain('&lt;b&gt;Valve&lt;/b&gt;');
    expect(receipt.html).toContain('205/55 R16, 4 × €129.90');
  });
});
