import type { Texts } from '../i18n/messages.js';

/** Every value put into HTML goes through this (names and addresses come from customers). */
export function escapeHtml(value: string | number): string {
  return String(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** A reservation's facts (label, value) as the rows of a two-column HTML table, escaped. */
function detailRows(details: readonly (readonly [string, string])[]): string {
  return details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#52525b;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
}

/** The same facts as plain-text lines ("Label: value"). */
export const detailLines = (details: readonly (readonly [string, string])[]) => details.map(([label, value]) => `${label}: ${value}`);

/**
 * The frame of every HTML e-mail: inline styles and a single column, as mail clients strip
 * style sheets and ignore layout. `body` is HTML that the caller has already escaped.
 */
export function htmlLayout(texts: Texts, heading: string, body: string, { automatic = true }: { automatic?: boolean } = {}): string {
  return `<!doctype html>
<html lang="${texts.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#b91c1c">${escapeHtml(texts.t('brand.name'))}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
${automatic ? `<p style="margin:24px 0 0;font-size:12px;color:#71717a">${escapeHtml(texts.t('footer.automatic'))}</p>` : ''}
</div>
</body>
</html>`;
}

/** The plain-text frame: the same reading order as the HTML. */
export function textLayout(texts: Texts, heading: string, lines: string[], { automatic = true }: { automatic?: boolean } = {}): string {
  const footer = automatic ? ['', '--', texts.t('footer.automatic')] : [];
  return [texts.t('brand.name'), '', heading, '', ...lines, ...footer, ''].join('\n');
}

/** The one call to action of an e-mail: a link styled as a button (`url` and `label` are escaped here). */
export const button = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#b91c1c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** A two-column table of facts (see detailRows). */
export const detailTable = (details: readonly (readonly [string, string])[]) =>
  `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
${detailRows(details)}
</table>`;

/** A small heading inside an e-mail's body. */
export const subheading = (text: string) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(text)}</h2>`;

/** A paragraph of plain text, escaped; `muted` for the secondary notes. */
export const paragraph = (text: string, { muted = false }: { muted?: boolean } = {}) => `<p${muted ? ' style="color:#52525b"' : ''}>${escapeHtml(text)}</p>`;

/** A secondary link, as a muted paragraph (`url` and `label` are escaped here). */
export const secondaryLink = (url: string, label: string) =>
  `<p style="color:#52525b"><a href="${escapeHtml(url)}" style="color:#b91c1c">${escapeHtml(label)}</a></p>`;
