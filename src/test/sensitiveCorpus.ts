/**
 * Values that must never appear in a monitoring payload (issue 15), each with where it might
 * hide: as a value under an innocent key, in a URL, in an error message, in free text.
 */
export const SENSITIVE_VALUES: readonly string[] = [
  // Recognisable anywhere, even in free text: tokens, e-mail addresses, phone numbers.
  'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEwNDAwMDAzfQ.c2lnbmF0dXJlLXZhbHVl',
  'sk_live_51HxQ2zA7b9C',
  'trader.two@example.com',
  'ayse+kyc@mail.example.tr',
  '+90 532 555 01 23',
  '+44 7700 900123',
  '415-555-0132',
];

/** Secrets only their place gives away (a password, a uid): under a secret key, a secret parameter or /uid/. */
export const SECRET_BY_PLACE: readonly string[] = [
  'csrf-9f8e7d6c5b4a',
  'pi_session_7c1e0d2f',
  'Hunter2!secret',
  '10400003',
  'fp_8a7b6c5d4e3f2a1b',
];

/** Each sensitive value in the shapes a report might carry it (free text only for the self-evident ones). */
export function sensitiveShapes(value: string, selfEvident = true): unknown[] {
  const shapes: unknown[] = [
    { password: value },
    { token: value },
    { headers: { Authorization: `Bearer ${value}`, Cookie: `uid=${value}; csrftoken=${value}` } },
    { url: `https://exchange.example/api/web/v1/usercenter/info?uid=${value}&token=${value}` },
    { url: `/uid/${value}/assets` },
    { nested: [{ deeper: { email: value } }] },
    `access_token=${value}&lang=en`,
    `request failed: ${JSON.stringify({ password: value, uid: value })}`,
  ];
  return selfEvident ? [...shapes, { message: `Login failed for ${value}` }, `see ${value} (copied)`] : shapes;
}
