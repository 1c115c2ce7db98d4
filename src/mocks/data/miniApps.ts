/**
 * The separately hosted mini-apps, as the demo's mocked static host serves them (SPEC sections 2
 * items 9 and 11, 7: micro front-ends load from static hosts): small ES modules, each exporting
 * `mount(element, props)` and returning `{ unmount }` (the contract of
 * src/widgets/mini-app/miniApp.ts). They draw with the host page's design tokens (CSS custom
 * properties); they stand in for apps with their own release cycle and their own translations
 * (the transfer panels read ./miniAppMessages in the locale the host passes; the chatroom is
 * English).
 *
 * Demo and tests only.
 */

import { MINI_APP_FALLBACKS, MINI_APP_MESSAGES } from './miniAppMessages';

/** DOM helpers shared by the three modules (plain ES2020, no framework). */
const PRELUDE = `
const h = (tag, attrs = {}, ...children) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'style') Object.assign(el.style, v);
    else if (k.startsWith('on')) el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (v !== false && v !== undefined && v !== null) el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
};
const field = { display: 'grid', gap: '6px', fontSize: '13px', color: 'var(--text-muted)' };
const input = { font: 'inherit', fontSize: '15px', padding: '10px 12px', borderRadius: '10px', border: '1px solid var(--border-strong, var(--border))', background: 'var(--surface)', color: 'var(--text)', minInlineSize: '0' };
const primary = { font: 'inherit', fontWeight: '600', padding: '12px 16px', borderRadius: '10px', border: '0', background: 'var(--accent)', color: 'var(--accent-contrast, #fff)', cursor: 'pointer' };
const box = { display: 'grid', gap: '14px', color: 'var(--text)', fontSize: '14px' };
`;

/**
 * The two transfer panels are one app in two modes (docs/accounts.md): the funds panel moves
 * between the user's own accounts (spot, futures, earn, each running copy), the sub-account panel
 * between the main (spot) account and a master's sub-accounts. The host's bridge answers
 * `accounts()` (every account with what may leave it) and `transfer({ from, to, currency,
 * amount })` (the one transfer endpoint: `{ code, message, available? }`, the two accounts' new
 * available amounts from the server's answer); the currency list is every asset the source
 * account has available (and USDT); the app speaks the page's locale
 * from its own message table (./miniAppMessages).
 */
const TRANSFER_APP = (mode: 'transfer' | 'subTransfer') => `${PRELUDE}
const MESSAGES = ${JSON.stringify(MINI_APP_MESSAGES)};
const FALLBACKS = ${JSON.stringify(MINI_APP_FALLBACKS)};
const MODE = '${mode}';
export function mount(root, props) {
  const table = MESSAGES[props.locale] || MESSAGES[FALLBACKS[props.locale]] || MESSAGES.en;
  const m = (key, vars = {}) => (table[key] || MESSAGES.en[key]).replace(/\\{(\\w+)\\}/g, (_, k) => String(vars[k] ?? ''));
  const live = typeof props.accounts === 'function' && typeof props.transfer === 'function';
  let accounts = [];
  const status = h('p', { role: 'status', style: { margin: '0', minBlockSize: '20px' } });
  // The server's answer after a transfer: both accounts' new available amounts.
  const after = h('p', { 'data-answer': '', style: { margin: '0', fontSize: '13px', color: 'var(--text-muted)' } });
  const from = h('select', { style: input, onChange: () => render() });
  const to = h('select', { style: input });
  const currency = h('select', { style: input, onChange: () => render() });
  const amount = h('input', { style: input, inputmode: 'decimal', placeholder: '0.00' });
  const available = h('span', { style: { fontSize: '12px' }, 'data-available': '' });
  const say = (text, ok) => { status.style.color = ok ? 'var(--success, var(--accent-text))' : 'var(--danger)'; status.textContent = text; after.textContent = ''; };
  const account = (id) => accounts.find((a) => a.id === id);
  const held = (id, asset) => { const b = (account(id)?.balances || []).find((x) => x.currency === asset); return b ? b.available : '0'; };
  const fill = (sel, list, keep) => { const v = sel.value || keep; sel.replaceChildren(...list.map((o) => h('option', { value: o.value, selected: o.value === v }, o.label))); };
  const render = () => {
    const assets = new Set(['USDT', ...(account(from.value)?.balances || []).filter((b) => Number(b.available) > 0).map((b) => b.currency)]);
    fill(currency, [...assets].map((a) => ({ value: a, label: a })), 'USDT');
    available.textContent = live ? m('available', { amount: held(from.value, currency.value) + ' ' + currency.value }) : '';
  };
  // The funds panel: the user's own accounts; the sub-account panel: the main account and the sub-accounts.
  const pick = (list) => MODE === 'transfer' ? list.filter((a) => a.group === 'own') : list.filter((a) => a.group === 'sub' || a.id === 'spot').map((a) => a.id === 'spot' ? { ...a, name: m('main') } : a);
  const load = async () => {
    accounts = pick(await props.accounts());
    const options = accounts.map((a) => ({ value: a.id, label: a.name }));
    fill(from, options, 'spot');
    fill(to, options, MODE === 'transfer' ? 'futures' : accounts.find((a) => a.id !== 'spot')?.id);
    render();
  };
  const swap = h('button', { type: 'button', 'aria-label': m('swap'), style: { ...input, cursor: 'pointer', alignSelf: 'end' }, onClick: () => {
    const f = from.value; from.value = to.value; to.value = f; render();
  } }, '⇄');
  const submit = h('button', { type: 'submit', style: primary }, m('confirm'));
  const form = h('form', { style: box, 'data-mini-app': MODE, onSubmit: async (e) => {
    e.preventDefault();
    const value = amount.value.trim();
    if (!live) return say(m('unavailable'), false);
    if (from.value === to.value) return say(m('chooseTwo'), false);
    if (!/^[0-9]+(\\.[0-9]+)?$/.test(value) || !(Number(value) > 0)) return say(m('enterAmount'), false);
    const names = { from: account(from.value)?.name, to: account(to.value)?.name };
    submit.disabled = true;
    try {
      const answer = await props.transfer({ from: from.value, to: to.value, currency: currency.value, amount: value });
      if (answer.code === 0) {
        say(m('done', { amount: value + ' ' + currency.value, ...names }), true);
        if (answer.available) after.textContent = names.from + ': ' + answer.available.from + ' ' + currency.value + ' · ' + names.to + ': ' + answer.available.to + ' ' + currency.value;
        amount.value = '';
        props.onEvent?.('transferred', { from: from.value, to: to.value, currency: currency.value, amount: value });
        await load();
      } else say(answer.message || m('failed'), false);
    } catch { say(m('failed'), false); } finally { submit.disabled = false; }
  } },
    h('div', { style: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', gap: '8px' } },
      h('label', { style: field }, m('from'), from), swap, h('label', { style: field }, m('to'), to)),
    h('label', { style: field }, m('currency'), currency),
    h('label', { style: field }, m('amount'), amount, available),
    submit,
    status,
    after);
  root.append(form);
  if (live) void load().catch(() => say(m('loadFailed'), false));
  else say(m('unavailable'), false);
  return { unmount() { form.remove(); } };
}
`;

const CHATROOM = `${PRELUDE}
const GROUPS = [
  { id: 'btc', name: 'BTC traders', last: 'Funding just flipped negative on the perp.' },
  { id: 'alpha', name: 'Alpha hunters', last: 'MFROG liquidity doubled overnight.' },
  { id: 'news', name: 'Market news', last: 'CPI print at 13:30 UTC.' },
];
export function mount(root, props) {
  const nickname = props.nickname || 'Guest';
  const streamer = props.to ? String(props.to) : '';
  const log = h('ol', { 'aria-live': 'polite', style: { listStyle: 'none', margin: '0', padding: '12px', display: 'grid', gap: '8px', alignContent: 'start', overflow: 'auto', flex: '1', background: 'var(--bg-subtle)' } });
  const say = (who, text, mine) => log.append(h('li', { style: { justifySelf: mine ? 'end' : 'start', maxInlineSize: '80%', padding: '8px 12px', borderRadius: '12px', background: mine ? 'var(--accent)' : 'var(--surface)', color: mine ? 'var(--accent-contrast, #fff)' : 'var(--text)', border: mine ? '0' : '1px solid var(--border)' } },
    h('strong', { style: { display: 'block', fontSize: '12px' } }, who), text));
  const title = streamer ? 'Chat with streamer #' + streamer : 'Chatroom';
  if (streamer) say('Streamer #' + streamer, 'Hi ' + nickname + ', welcome to my room.', false);
  else GROUPS.forEach((g) => say(g.name, g.last, false));
  const readOnly = props.is_sub_account === true;
  const text = h('input', { style: { ...input, flex: '1' }, placeholder: readOnly ? 'Sub-accounts can read but not post' : 'Message', disabled: readOnly, 'aria-label': 'Message' });
  const form = h('form', { style: { display: 'flex', gap: '8px', padding: '12px', borderBlockStart: '1px solid var(--border)' }, onSubmit: (e) => {
    e.preventDefault();
    if (!text.value.trim()) return;
    say(nickname, text.value.trim(), true);
    props.onEvent?.('message', { length: text.value.trim().length });
    text.value = '';
  } }, text, h('button', { type: 'submit', style: primary, disabled: readOnly }, 'Send'));
  const app = h('div', { 'data-mini-app': 'chatroom', 'data-streamer': streamer || null, style: { display: 'flex', flexDirection: 'column', blockSize: '100%', color: 'var(--text)', fontSize: '14px' } },
    h('p', { style: { margin: '0', padding: '10px 12px', fontWeight: '600', borderBlockEnd: '1px solid var(--border)' } }, title, h('span', { style: { fontWeight: '400', color: 'var(--text-muted)' } }, ' · ' + nickname + ' · ' + (props.locale || 'en'))),
    log, form);
  root.append(app);
  return { unmount() { app.remove(); } };
}
`;

/** The mini-apps by name, as served under /mini-apps/<name>/v1/index.js. */
export const MINI_APP_SOURCES: Readonly<Record<string, string>> = {
  transfer: TRANSFER_APP('transfer'),
  'sub-transfer': TRANSFER_APP('subTransfer'),
  chatroom: CHATROOM,
};
