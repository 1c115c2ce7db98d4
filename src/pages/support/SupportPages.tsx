/** /groupchat/call_service and /groupchat/chatroom?platform=web (SPEC section 2, other routes). */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Card, Notice, Page, PageHeader } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

interface ChatLine {
  id: number;
  from: 'agent' | 'me';
  text: ReactNode;
}

export function CustomerServicePage() {
  const { t } = useLingui();
  const [lines, setLines] = useState<ChatLine[]>([{ id: 0, from: 'agent', text: <Trans>Hello! I am the virtual assistant. How can I help you today?</Trans> }]);
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setLines((current) => [
      ...current,
      { id: current.length, from: 'me', text },
      { id: current.length + 1, from: 'agent', text: <Trans>Thanks. An agent will join this chat shortly; typical wait is under two minutes.</Trans> },
    ]);
    setDraft('');
  };
  return (
    <Page>
      <PageHeader title={<Trans>Customer service</Trans>} lead={<Trans>Chat with our support team, 24 hours a day.</Trans>} />
      <Card className="ui-stack" >
        <ol className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 10 }} aria-live="polite" aria-label={t`Conversation`}>
          {lines.map((line) => (
            <li key={line.id} style={{ alignSelf: line.from === 'me' ? 'flex-end' : 'flex-start', maxInlineSize: '80%' }}>
              <span className={line.from === 'me' ? 'ui-badge ui-badge--accent' : 'ui-badge'} style={{ whiteSpace: 'normal', padding: '8px 12px', fontSize: 14, borderRadius: 12 }}>
                {line.text}
              </span>
            </li>
          ))}
        </ol>
        <form className="ui-row" onSubmit={send} style={{ alignItems: 'flex-end' }}>
          <div style={{ flex: 1 }}>
            <TextField label={t`Your message`} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={500} />
          </div>
          <button type="submit" className={btn('primary', 'md')} disabled={!draft.trim()}>
            <Trans>Send</Trans>
          </button>
        </form>
      </Card>
    </Page>
  );
}

export function ChatroomPage() {
  const format = useFormat();
  const rooms = [
    { id: 'btc', name: 'BTC', members: 48_210, topic: <Trans>Bitcoin price and on-chain talk</Trans> },
    { id: 'futures', name: <Trans>Futures</Trans>, members: 31_904, topic: <Trans>Setups, funding and risk</Trans> },
    { id: 'alpha', name: 'Alpha', members: 12_488, topic: <Trans>New tokens and early projects</Trans> },
    { id: 'newcomers', name: <Trans>Newcomers</Trans>, members: 20_117, topic: <Trans>Questions from people starting out</Trans> },
  ];
  return (
    <Page>
      <PageHeader title={<Trans>Chatroom</Trans>} lead={<Trans>Talk markets with other traders. Be kind: moderators remove spam and scams.</Trans>} />
      <ul className="ui-grid ui-grid--2">
        {rooms.map((room) => (
          <Card as="li" key={room.id} className="ui-row ui-row--between">
            <div className="ui-list__main">
              <span className="ui-list__title">{room.name}</span>
              <span className="ui-list__text">{room.topic}</span>
              <span className="ui-card__meta">
                <Trans>{format.number(room.members)} members</Trans>
              </span>
            </div>
            <button type="button" className={btn('secondary', 'sm')}>
              <Trans>Join</Trans>
            </button>
          </Card>
        ))}
      </ul>
      <Notice tone="warn">
        <Trans>Staff never ask for your password or codes in the chatroom, and never ask you to send funds.</Trans>
      </Notice>
    </Page>
  );
}
