import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import { TEST_CARDS, WRONG_PIN } from './bank';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{margin:0;font-family:Vazirmatn,Tahoma,sans-serif;background:#eef2f7;color:#1b2430}
main{max-width:440px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 12px #0001}
h1{font-size:18px;margin:0 0 4px}.muted{color:#5b6675;font-size:13px}
.amount{font-size:22px;font-weight:bold;margin:12px 0}label{display:block;margin:10px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9d1dc;border-radius:8px;font-size:16px;direction:ltr;text-align:left}
.row{display:flex;gap:8px}.row>div{flex:1}.error{background:#fdecec;color:#a11;padding:8px;border-radius:8px;margin:8px 0}
button{margin-top:16px;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer;width:100%}
.pay{background:#1a7f37;color:#fff}.cancel{background:#e5e8ec;color:#333}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:16px}td,th{border-top:1px solid #eee;padding:6px;text-align:start}
code{direction:ltr;unicode-bidi:embed}`;

function page(title: string, body: string, status = ''): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head><body><main>${status}${body}</main></body></html>`;
}

export interface BankPageData {
  authority: string;
  amount: number;
  merchant: string;
  expiresAt: Date;
  error?: { field: string; message: string } | undefined;
}

/**
 * The sandbox bank page: amount, card form, pay and cancel, and the test cards; digits Persian (the form takes either).
 * The payment id is hex, so always a code in Latin: one that happened to start with twelve digits came out in Persian.
 */
export function bankPage(d: BankPageData): string {
  const cards = TEST_CARDS.map((c) => `<tr><td><code>${toPersianDigits(c.pan.replace(/(\d{4})(?=\d)/g, '$1-'))}</code></td><td>${c.bank}</td><td>${c.note}</td></tr>`).join('');
  const error = d.error ? `<div class="error" role="alert" data-field="${esc(d.error.field)}">${esc(d.error.message)}</div>` : '';
  return page('درگاه پرداخت آزمایشی', `
<h1>درگاه پرداخت آزمایشی شاپرک</h1>
<div class="muted">پذیرنده: ${esc(d.merchant)} · شناسه پرداخت: <code dir="ltr">${esc(d.authority.slice(0, 12))}</code></div>
<div class="amount">مبلغ: ${formatNumber(d.amount)} ریال</div>
<div class="muted">این صفحه تا ساعت ${toPersianDigits(d.expiresAt.toLocaleTimeString('en-GB', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit' }))} (به وقت تهران) معتبر است.</div>
${error}
<form method="post">
<label for="pan">شماره کارت</label><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" maxlength="19" required>
<div class="row"><div><label for="cvv2">CVV2</label><input id="cvv2" name="cvv2" inputmode="numeric" maxlength="4" required></div>
<div><label for="month">ماه انقضا</label><input id="month" name="month" inputmode="numeric" maxlength="2" placeholder="۱۲" required></div>
<div><label for="year">سال انقضا</label><input id="year" name="year" inputmode="numeric" maxlength="2" placeholder="۰۸" required></div></div>
<label for="pin">رمز دوم (پویا)</label><input id="pin" name="pin" type="password" inputmode="numeric" maxlength="12" required>
<button class="pay" name="action" value="pay">پرداخت</button>
</form>
<form method="post"><button class="cancel" name="action" value="cancel" formnovalidate>انصراف و بازگشت</button></form>
<table><caption class="muted">کارت‌های آزمایشی (هر CVV2، سال انقضای آینده و هر رمز دوم به جز <code>${toPersianDigits(WRONG_PIN)}</code>)</caption>
<tr><th>شماره کارت</th><th>بانک</th><th>نتیجه</th></tr>${cards}</table>`);
}

/** A page whose form posts itself to `url` (its script signed with the response's CSP nonce), with a button in case scripts are off. */
function autoPostPage(title: string, heading: string, note: string, url: string, fields: Record<string, string>, button: string, nonce: string): string {
  const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  return page(title, `
<h1>${esc(heading)}</h1><p class="muted">${esc(note)}</p>
<form method="post" action="${esc(url)}">${inputs}<button class="pay">${esc(button)}</button></form>
<script nonce="${esc(nonce)}">document.forms[0].submit()</script>`);
}

/** After the bank decides: the browser posts the result back to the merchant's callback, as a gateway page does. */
export function postBackPage(callbackUrl: string, fields: Record<string, string>, message: string, nonce: string): string {
  return autoPostPage('بازگشت به فروشگاه', message, 'در حال بازگشت به سایت پذیرنده…', callbackUrl, fields, 'بازگشت به سایت', nonce);
}

/**
 * The bank page of a payment already decided: what was decided and a plain link back to the site.
 * Back from the app's result page lands here; it must not offer the card form again.
 */
export function decidedPage(message: string, returnUrl: string): string {
  return page('درگاه پرداخت آزمایشی', `
<h1>${esc(message)}</h1><p class="muted">این پرداخت پیش‌تر انجام و نتیجه‌اش به سایت پذیرنده فرستاده شده است.</p>
<p><a class="pay" href="${esc(returnUrl)}" style="display:block;text-align:center;padding:12px;border-radius:8px;text-decoration:none">بازگشت به سایت</a></p>`);
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p>`);
}

/** Takes the browser to a bank that wants a POST form (SEP's Token, Mellat's RefId), as their own samples do. */
export function toBankPage(url: string, fields: Record<string, string>, nonce: string): string {
  return autoPostPage('انتقال به درگاه بانک', 'در حال انتقال به درگاه بانک…', 'اگر صفحه بانک باز نشد، دکمه زیر را بزنید.', url, fields, 'رفتن به درگاه بانک', nonce);
}
