/**
 * A v4 UUID for an answer. crypto.randomUUID exists only in secure contexts, and a phone on the class's
 * network address (http://192.168.1.20:3000) is not one; crypto.getRandomValues works everywhere.
 */
export function newAnswerId(cryptoLike: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto) {
  if (typeof cryptoLike.randomUUID === 'function') return cryptoLike.randomUUID();
  const bytes = cryptoLike.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
