import type { OpenApiDocument } from '../lib/openapi';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: unknown;
}

interface Operation {
  operationId: string;
  summary?: string;
  tags: string[];
  'x-access': readonly string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A schema in one line when short, else indented: enough to read the fields, bounds and enums. */
function schemaText(schema: unknown): string {
  const short = JSON.stringify(schema);
  return short.length <= 80 ? short : JSON.stringify(schema, null, 2);
}

function parametersTable(parameters: readonly Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escape(schemaText(p.schema))}</code>${p.description ? ` ${escape(p.description)}` : ''}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function bodySection(body: Operation['requestBody']): string {
  if (!body) return '';
  return Object.entries(body.content)
    .map(
      ([type, { schema }]) =>
        `<p class="body">Body (<code>${escape(type)}</code>${body.required ? '' : ', optional'}):</p>` +
        `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`,
    )
    .join('');
}

function operationSection(method: string, path: string, op: Operation): string {
  const access = op['x-access'].join(', ');
  return (
    `<section id="${escape(op.operationId)}">` +
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>` +
    (op.summary ? `<p>${escape(op.summary)}</p>` : '') +
    `<p class="access">Access: <strong>${escape(access)}</strong></p>` +
    parametersTable(op.parameters ?? []) +
    bodySection(op.requestBody) +
    `</section>`
  );
}

/**
 * The reference page of the document: every operation with its method, path, access, parameters
 * and body schema. Plain HTML with one stylesheet, no script, so it needs nothing from elsewhere.
 */
export function renderApiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const op = value as Operation;
      const tag = op.tags[0] ?? '/';
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag))?.push(operationSection(method, path, op));
      (index.get(tag) ?? index.set(tag, []).get(tag))?.push(
        `<li><a href="#${escape(op.operationId)}">${method.toUpperCase()} ${escape(path)}</a></li>`,
      );
    }
  }
  const tags = [...byTag.keys()].sort();
  const toc = tags
    .map((tag) => `<li>${escape(tag)}<ul>${(index.get(tag) ?? []).join('')}</ul></li>`)
    .join('');
  const sections = tags
    .map(
      (tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<link rel="stylesheet" href="/api-docs.css"></head>
<body><header><h1>${escape(document.info.title)}</h1>
<p>OpenAPI ${document.openapi}, version ${escape(document.info.version)}. The document itself: <a href="/openapi.json">/openapi.json</a>.
Calls other than public ones send <code>Authorization: Bearer &lt;access token&gt;</code>; a refusal answers
<code>{ "message", "code", "errors"? }</code>.</p></header>
<nav aria-label="Operations"><ul>${toc}</ul></nav>
<main>${sections}</main></body></html>
`;
}

export const API_REFERENCE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 1.5rem;color:#1f2328;background:#fff}
h1{margin-bottom:.25rem}h2{margin-top:2.5rem;border-bottom:2px solid #d0d7de;padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .25rem}section{border:1px solid #d0d7de;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
pre{background:#f6f8fa;padding:.5rem .75rem;overflow:auto;border-radius:4px;max-height:24rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
td code{white-space:pre-wrap;word-break:break-word}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;padding:0 .4rem;font-family:ui-monospace,monospace}
.get{background:#0969da}.post{background:#1a7f37}.put{background:#9a6700}.delete{background:#cf222e}.patch{background:#8250df}
.access{color:#59636e;margin:.25rem 0}nav ul{margin:0;padding-left:1.25rem}nav>ul>li{margin-top:.5rem}
a{color:#0969da}
`;
