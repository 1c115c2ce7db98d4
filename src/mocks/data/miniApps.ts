/**
 * The separately hosted mini-apps, as the demo's mocked static host serves them (SPEC sections 2
 * items 9 and 11, 7: micro front-ends load from static hosts): small ES modules, each exporting
 * `mount(element, props)` and returning `{ unmount }` (the contract of
 * src/widgets/mini-app/miniApp.ts). They draw with the host page's design tokens (CSS custom
 * properties) and speak English: they stand in for apps with their own release cycle and their
 * own translations.
 *
 * Demo and tests only.
 */

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

const TRANSFER = `${PRELUDE}
const ACCOUNTS = ['Spot', 'Futures'];
export function mount(root, props) {
  let from = 'Spot', to = 'Futures';
  const select = (value, options, onChange) => h('select', { style: input, onChange: (e) => onChange(e.target.value) }, options.map((o) => h('option', { value: o, selected: o === value }, o)));
  const status = h('p', { role: 'status', style: { margin: '0', minBlockSize: '20px', color: 'var(--success, var(--accent-text))' } });
  const amount = h('input', { style: input, inputmode: 'decimal', placeholder: '0.00', 'aria-label': 'Amount' });
  const currency = select('USDT', ['USDT'], () => render());
  const available = h('span');
  // The host answers the balances and moves the funds (POST wallet/transfer); this app only asks.
  const render = () => {
    available.textContent = '';
    if (typeof props.available !== 'function') return;
    props.available(from.toLowerCase(), currency.value).then((value) => { available.textContent = 'Available: ' + value + ' ' + currency.value + ' in ' + from; }, () => {});
  };
  const fromSel = select(from, ACCOUNTS, (v) => { from = v; render(); });
  const toSel = select(to, ACCOUNTS, (v) => { to = v; });
  const swap = h('button', { type: 'button', 'aria-label': 'Swap accounts', style: { ...input, cursor: 'pointer', alignSelf: 'end' }, onClick: () => {
    [from, to] = [to, from]; fromSel.value = from; toSel.value = to; render();
  } }, '⇄');
  const fail = (text) => { status.style.color = 'var(--danger)'; status.textContent = text; };
  const form = h('form', { style: box, 'data-mini-app': 'transfer', onSubmit: (e) => {
    e.preventDefault();
    const n = amount.value.trim();
    if (!/^[0-9]+([.][0-9]+)?$/.test(n) || !(Number(n) > 0)) { fail('Enter an amount.'); return; }
    if (from === to) { fail('Choose two different accounts.'); return; }
    if (typeof props.transfer !== 'function') { fail('Transfers are unavailable.'); return; }
    status.textContent = '';
    props.transfer({ from: from.toLowerCase(), to: to.toLowerCase(), currency: currency.value, amount: n }).then((answer) => {
      if (!answer.ok) { fail(answer.message); return; }
      status.style.color = 'var(--success, var(--accent-text))';
      status.textContent = 'Transferred ' + n + ' ' + currency.value + ' from ' + from + ' to ' + to + '. Spot: ' + answer.spot + ' · Futures: ' + answer.futures + ' available.';
      props.onEvent?.('transferred', { from, to, currency: currency.value, amount: Number(n) });
      render();
    }, () => fail('The transfer could not be sent.'));
  } },
    h('div', { style: { display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: '8px' } },
      h('label', { style: field }, 'From', fromSel), swap, h('label', { style: field }, 'To', toSel)),
    h('label', { style: field }, 'Currency', currency),
    h('label', { style: field }, 'Amount', amount, h('span', { style: { fontSize: '12px' } }, available)),
    h('button', { type: 'submit', style: primary }, 'Confirm transfer'),
    status);
  render();
  root.append(form);
  return { unmount() { form.remove(); } };
}
`;

const SUB_TRANSFER = `${PRELUDE}
// With its host's bridge (props.accounts() and props.transfer(), docs/wallet-api.md) the panel moves
// real balances between the main account and its sub-accounts; without it, it only says what it would do.
export function mount(root, props) {
  const live = typeof props.accounts === 'function' && typeof props.transfer === 'function';
  const subs = Array.isArray(props.subAccounts) && props.subAccounts.length > 0 ? props.subAccounts : ['10400109 (bot-desk)', '10400110 (asset-mgmt)'];
  let accounts = live ? [] : [{ id: 'main', name: 'Main account', balances: [] }, ...subs.map((s) => ({ id: String(s).split(' ')[0], name: 'Sub-account ' + s, balances: [] }))];
  const status = h('p', { role: 'status', style: { margin: '0', minBlockSize: '20px' } });
  const from = h('select', { style: input, onChange: () => render() });
  const to = h('select', { style: input });
  const currency = h('select', { style: input, onChange: () => render() });
  const amount = h('input', { style: input, inputmode: 'decimal', placeholder: '0.00' });
  const available = h('span', { style: { fontSize: '12px' }, 'data-available': '' });
  const say = (text, ok) => { status.style.color = ok ? 'var(--success, var(--accent-text))' : 'var(--danger)'; status.textContent = text; };
  const account = (id) => accounts.find((a) => a.id === id);
  const held = (id, asset) => { const b = (account(id)?.balances || []).find((x) => x.currency === asset); return b ? b.available : '0'; };
  const fill = (sel, list, keep) => { const v = sel.value || keep; sel.replaceChildren(...list.map((o) => h('option', { value: o.value, selected: o.value === v }, o.label))); };
  const render = () => {
    const assets = new Set(['USDT', ...(account(from.value)?.balances || []).filter((b) => Number(b.available) > 0).map((b) => b.currency)]);
    fill(currency, [...assets].map((a) => ({ value: a, label: a })), 'USDT');
    available.textContent = live ? 'Available: ' + held(from.value, currency.value) + ' ' + currency.value : '';
  };
  const load = async () => {
    if (live) accounts = await props.accounts();
    const options = accounts.map((a) => ({ value: a.id, label: a.name }));
    fill(from, options, accounts[0]?.id);
    fill(to, options, accounts[1]?.id);
    render();
  };
  const submit = h('button', { type: 'submit', style: primary }, 'Confirm transfer');
  const form = h('form', { style: box, 'data-mini-app': 'subTransfer', onSubmit: async (e) => {
    e.preventDefault();
    const value = amount.value.trim();
    if (from.value === to.value) return say('Choose two different accounts.', false);
    if (!/^[0-9]+(\\.[0-9]+)?$/.test(value) || !(Number(value) > 0)) return say('Enter an amount.', false);
    const names = account(from.value)?.name + ' to ' + account(to.value)?.name;
    if (!live) { say('Transferred ' + value + ' ' + currency.value + ' from ' + names + '.', true); return; }
    submit.disabled = true;
    try {
      const answer = await props.transfer({ from: from.value, to: to.value, asset: currency.value, amount: value });
      if (answer.code === 0) {
        say('Transferred ' + value + ' ' + currency.value + ' from ' + names + '.', true);
        amount.value = '';
        props.onEvent?.('transferred', { from: from.value, to: to.value, currency: currency.value, amount: value });
        await load();
      } else say(answer.message || 'The transfer failed. Try again.', false);
    } finally { submit.disabled = false; }
  } },
    h('label', { style: field }, 'From', from),
    h('label', { style: field }, 'To', to),
    h('label', { style: field }, 'Currency', currency),
    h('label', { style: field }, 'Amount', amount, available),
    submit,
    status);
  root.append(form);
  void load().catch(() => say('The accounts could not be loaded.', false));
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
  transfer: TRANSFER,
  'sub-transfer': SUB_TRANSFER,
  chatroom: CHATROOM,
};
