import { PAGE_PATHS } from '@tire/contracts';
import type { Texts } from '../i18n/messages.js';
import { button, detailLines, detailTable, paragraph, secondaryLink, subheading } from './html-layout.js';

/**
 * One block of an e-mail in both of its forms, so a template names each block once: its
 * plain-text lines and its HTML (already escaped). A block without HTML (`gap`) is only spacing
 * in the plain text.
 */
export interface Block {
  text: readonly string[];
  html?: string;
}

/** A blank line in the plain text; nothing in the HTML, whose paragraphs have margins of their own. */
export const gap: Block = { text: [''] };

/** A block left out: no text, and an empty line in the HTML where it would have stood. */
export const none: Block = { text: [], html: '' };

/** A paragraph of plain text; `muted` for the secondary notes. */
export const textParagraph = (text: string, options: { muted?: boolean } = {}): Block => ({ text: [text], html: paragraph(text, options) });

/** A small heading: "Heading:" in the plain text. */
export const headingBlock = (heading: string): Block => ({ text: [`${heading}:`], html: subheading(heading) });

/** A small heading with its paragraph under it ("Heading:" and the text on the next line). */
export const headedParagraph = (heading: string, text: string, options: { muted?: boolean } = {}): Block => ({
  text: [`${heading}:`, text],
  html: `${subheading(heading)}\n${paragraph(text, options)}`,
});

/** Facts as (label, value) rows: "Label: value" lines, a two-column table in the HTML. */
export const factsBlock = (details: readonly (readonly [string, string])[]): Block => ({ text: detailLines(details), html: detailTable(details) });

/** A link: its line in the plain text (`textLine` names the URL), a button or a secondary link in the HTML. */
export const linkBlock = (textLine: string, url: string, label: string, { secondary = false }: { secondary?: boolean } = {}): Block => ({
  text: [textLine],
  html: secondary ? secondaryLink(url, label) : button(url, label),
});

/** A block set apart by blank lines in the plain text, only when it has any text (an optional section). */
export const spacedOut = (block: Block, { before = false, after = false }: { before?: boolean; after?: boolean }): Block =>
  block.text.length ? { ...block, text: [...(before ? [''] : []), ...block.text, ...(after ? [''] : [])] } : block;

/** The link to the customer's orders (the dashboard), as a button. */
export function dashboardLink(texts: Texts, publicUrl: string): Block {
  const url = `${publicUrl}${PAGE_PATHS.dashboard}`;
  return linkBlock(texts.t('order.dashboardText', { url }), url, texts.t('order.dashboard'));
}
