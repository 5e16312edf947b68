import type { StoredRequest, StoredToken, TokenKind } from './db.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** The site's cancellation pages (SPEC §2: `zruseni-smlouvy`, `zruseni-zmeny` with `token`). */
const PAGE_OF: Record<TokenKind, string> = { contract: 'zruseni-smlouvy', change: 'zruseni-zmeny' };

export function cancellationLink(siteUrl: string, token: StoredToken): string {
  return `${siteUrl.replace(/\/+$/, '')}/${PAGE_OF[token.kind]}?token=${encodeURIComponent(token.token)}`;
}

/** The payload pretty-printed when it is JSON, as received otherwise. */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

const dateFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const KIND_LABEL: Record<TokenKind, string> = { contract: 'Zrušení smlouvy', change: 'Zrušení změny' };

export function inboxHtml(
  requests: readonly StoredRequest[],
  tokens: readonly StoredToken[],
  siteUrl: string,
) {
  const items = requests
    .map(
      (request) => `<li>
<article aria-labelledby="request-${request.id}">
<h3 id="request-${request.id}"><code>${escapeHtml(request.method)} ${escapeHtml(request.path)}</code></h3>
<p>Volání <strong>${escapeHtml(request.endpoint)}</strong>${request.source ? `, x-source <code>${escapeHtml(request.source)}</code>` : ''}, přijato <time datetime="${escapeHtml(request.receivedAt)}">${escapeHtml(dateFormat.format(new Date(request.receivedAt)))}</time></p>
<pre tabindex="0" aria-label="Tělo požadavku ${request.id}">${escapeHtml(prettyPayload(request.payload))}</pre>
</article>
</li>`,
    )
    .join('\n');
  const tokenRows = tokens
    .map((token) => {
      const link = cancellationLink(siteUrl, token);
      return `<tr><td>${KIND_LABEL[token.kind]}</td><td>${escapeHtml(token.label)}</td><td><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox API – přijaté požadavky</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
pre { background: #f4f4f4; padding: .75rem; overflow-x: auto; border-radius: .25rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
a { color: #0645ad; word-break: break-all; }
ol { padding-left: 1.25rem; }
</style>
</head>
<body>
<main>
<h1>Sandbox API – přijaté požadavky</h1>
<section aria-labelledby="tokens-heading">
<h2 id="tokens-heading">Nepoužité odkazy pro zrušení</h2>
${
  tokens.length === 0
    ? '<p>Všechny ukázkové odkazy už byly použity.</p>'
    : `<table>
<caption>Každý odkaz funguje jen jednou.</caption>
<thead><tr><th scope="col">Druh</th><th scope="col">Popis</th><th scope="col">Odkaz</th></tr></thead>
<tbody>
${tokenRows}
</tbody>
</table>`
}
</section>
<section aria-labelledby="requests-heading">
<h2 id="requests-heading">Přijaté požadavky (${requests.length}), nejnovější první</h2>
${requests.length === 0 ? '<p>Zatím nic nepřišlo.</p>' : `<ol reversed>\n${items}\n</ol>`}
</section>
</main>
</body>
</html>
`;
}
