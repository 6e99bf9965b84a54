// The payment page's stylesheet, inline so the page needs nothing from elsewhere. Phone first:
// one column from 320 px, inputs at 16 px so phones do not zoom, targets at least 44 px tall.
export const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f3f4f6;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{max-width:28rem;margin:0 auto;padding:16px}
.sandbox{margin:0 0 12px;padding:6px 10px;border-radius:6px;background:#fef3c7;color:#78350f;font-size:14px;text-align:center}
.panel{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:20px}
.merchant{margin:0;color:#4b5563;font-size:14px;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.amount{margin:4px 0 0;font-size:32px;font-weight:700;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.description{margin:4px 0 0;color:#374151;overflow-wrap:anywhere}
.expires{margin:8px 0 0;color:#4b5563;font-size:14px}
hr{border:0;border-top:1px solid #e5e7eb;margin:20px 0}
form{margin:0}
.field{margin:0 0 14px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;margin:0 0 4px;font-size:14px;font-weight:600}
input{width:100%;min-height:44px;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;font:inherit;color:inherit;background:#fff}
input:focus{outline:3px solid #93c5fd;outline-offset:1px;border-color:#2563eb}
input[aria-invalid=true]{border-color:#b91c1c}
.error{margin:4px 0 0;color:#b91c1c;font-size:14px}
.alert{margin:0 0 14px;padding:10px 12px;border-radius:8px;background:#fee2e2;color:#7f1d1d}
.pay{width:100%;min-height:48px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.pay:hover{background:#1e40af}
.link{display:inline-block;min-height:44px;padding:10px 0;border:0;background:none;color:#1d4ed8;font:inherit;text-decoration:underline;cursor:pointer}
.cancel{margin:8px 0 0;text-align:center}
.cards{margin:16px 0 0;padding:12px;border-radius:8px;background:#f9fafb;font-size:14px;color:#374151}
.cards h2{margin:0 0 6px;font-size:14px}
.cards ul{margin:0;padding-left:18px}
.cards code{font-size:14px;white-space:nowrap}
.state{margin:0 0 8px;font-size:22px;font-weight:700}
.state-succeeded{color:#166534}
.state-failed,.state-expired{color:#b91c1c}
.state-cancelled{color:#374151}
`;
