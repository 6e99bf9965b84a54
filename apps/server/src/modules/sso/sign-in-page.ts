import { DIAL_CODES } from '@autobid/contract';
import { LANGUAGE_NAMES, PAGE_LANGUAGES, PAGE_TEXTS, type PageLanguage } from './sign-in-texts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (value: string): string => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** The portal's sign-in card look (apps/web/src/features/auth/login.css), inline: no script at all. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:72px 16px 32px;
font:14px/1.5715 Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','Noto Sans Thai',sans-serif;color:#0f172a;
background:radial-gradient(1200px 500px at 10% -10%,rgba(29,78,216,.18),transparent 60%),
linear-gradient(180deg,#0b2540 0,#0b2540 280px,#f3f5f8 280px)}
.langs{position:absolute;top:16px;right:16px;display:flex;gap:12px}
.langs a{color:#cbd5e1;text-decoration:none}.langs a[aria-current]{color:#fff;font-weight:600}
.card{width:100%;max-width:420px;padding:24px;border-radius:8px;background:#fff;box-shadow:0 20px 50px rgba(15,23,42,.18)}
.brand{display:flex;gap:12px;align-items:center;margin-bottom:20px}
.mark{width:44px;height:44px;border-radius:10px;background:#1d4ed8;color:#fff;display:grid;place-items:center;font-size:22px;font-weight:700}
h1{font-size:20px;margin:0}.muted{color:#64748b;margin:0}
.tabs{display:flex;gap:4px;margin:0 0 16px;padding:4px;background:#f1f5f9;border-radius:8px}
.tabs a{flex:1;text-align:center;padding:6px;border-radius:6px;color:#64748b;text-decoration:none}
.tabs a[aria-current]{background:#fff;color:#0f172a;font-weight:600}
label{display:block;margin:0 0 12px}label span{display:block;margin-bottom:4px}
input,select{width:100%;height:40px;padding:0 11px;border:1px solid #d9d9d9;border-radius:8px;font:inherit;color:inherit;background:#fff}
input:focus,select:focus{outline:none;border-color:#1d4ed8}
.row{display:flex;gap:8px}.row select{flex:0 0 44%}
button{width:100%;height:40px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{margin:0 0 16px;padding:8px 12px;border:1px solid #ffccc7;border-radius:8px;background:#fff2f0}
.link{display:block;margin-top:12px;text-align:center;color:#1d4ed8}
`;

function layout(
  lang: PageLanguage,
  title: string,
  body: string,
  switchUrl: ((l: PageLanguage) => string) | null,
) {
  const langs = switchUrl
    ? PAGE_LANGUAGES.map(
        (l) =>
          `<a href="${esc(switchUrl(l))}" lang="${l}"${l === lang ? ' aria-current="true"' : ''}>${esc(LANGUAGE_NAMES[l])}</a>`,
      ).join('')
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)} · AutoBid</title><style>${STYLE}</style></head>
<body><nav class="langs">${langs}</nav><main class="card">
<div class="brand"><div class="mark" aria-hidden="true">A</div><div><h1>${esc(title)}</h1>
<p class="muted">AutoBid</p></div></div>${body}</main></body></html>`;
}

export type SignInMethod = 'email' | 'phone';

export interface SignInView {
  uid: string;
  lang: PageLanguage;
  method: SignInMethod;
  /** Whether the phone way is offered at all. */
  hasPhone: boolean;
  error?: string | undefined;
  email?: string | undefined;
  country?: string | undefined;
  phone?: string | undefined;
  /** Set once a code was sent: the second phone step. */
  challenge?: { accessToken: string; phone: string } | undefined;
}

function countryOptions(lang: PageLanguage, selected: string | undefined): string {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return DIAL_CODES.map(
    ({ dial, country }) =>
      `<option value="${country}"${country === selected ? ' selected' : ''}>${esc(
        `${names.of(country) ?? country} (${dial})`,
      )}</option>`,
  ).join('');
}

/** The hosted sign-in page of one interaction: e-mail and password, or phone and code. */
export function renderSignInPage(view: SignInView): string {
  const t = PAGE_TEXTS[view.lang];
  const base = `/sso/api/interaction/${encodeURIComponent(view.uid)}`;
  const hidden = `<input type="hidden" name="lang" value="${view.lang}">`;
  const link = (lang: PageLanguage, method: SignInMethod) =>
    `${base}?lang=${lang}&method=${method}`;
  const tabs = view.hasPhone
    ? `<nav class="tabs">${(['email', 'phone'] as const)
        .map(
          (m) =>
            `<a href="${esc(link(view.lang, m))}"${m === view.method ? ' aria-current="page"' : ''}>${esc(
              m === 'email' ? t.byEmail : t.byPhone,
            )}</a>`,
        )
        .join('')}</nav>`
    : '';
  const error = view.error ? `<p class="error" role="alert">${esc(view.error)}</p>` : '';
  let form: string;
  if (view.method === 'email' || !view.hasPhone) {
    form = `<form method="post" action="${base}/login">${hidden}
<label><span>${esc(t.email)}</span><input type="email" name="email" autocomplete="username" required value="${esc(view.email ?? '')}"${view.email ? '' : ' autofocus'}></label>
<label><span>${esc(t.password)}</span><input type="password" name="password" autocomplete="current-password" required${view.email ? ' autofocus' : ''}></label>
<button type="submit">${esc(t.signIn)}</button></form>`;
  } else if (view.challenge) {
    form = `<p class="muted" style="margin-bottom:12px">${esc(t.codeSent.replace('{phone}', view.challenge.phone))}</p>
<form method="post" action="${base}/phone/verify">${hidden}
<input type="hidden" name="access_token" value="${esc(view.challenge.accessToken)}">
<input type="hidden" name="phone" value="${esc(view.challenge.phone)}">
<label><span>${esc(t.code)}</span><input name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus></label>
<button type="submit">${esc(t.signIn)}</button></form>
<a class="link" href="${esc(link(view.lang, 'phone'))}">${esc(t.otherNumber)}</a>`;
  } else {
    form = `<form method="post" action="${base}/phone/send">${hidden}
<div class="row"><label><span>${esc(t.country)}</span><select name="country">${countryOptions(view.lang, view.country)}</select></label>
<label style="flex:1"><span>${esc(t.phone)}</span><input type="tel" name="phone" autocomplete="tel" required autofocus value="${esc(view.phone ?? '')}"></label></div>
<button type="submit">${esc(t.sendCode)}</button></form>`;
  }
  return layout(
    view.lang,
    t.title,
    `<p class="muted" style="margin-bottom:16px">${esc(t.subtitle)}</p>${tabs}${error}${form}`,
    (l) => link(l, view.method),
  );
}

/**
 * A page that only explains (an expired or unknown sign-in, an error of the service); no language
 * links, since its address may be one of the service's that takes no language.
 */
export function renderMessagePage(lang: PageLanguage, title: string, message: string): string {
  return layout(lang, title, `<p>${esc(message)}</p>`, null);
}
