// The dialable form of the business's phone number (docs/decisions.md#one-phone-number: `phone` in
// business.json is the only number a marketer edits; tel: and sms: links use this E.164 form of it).

/** "(248) 555-0142" -> "+12485550142"; a ten-digit number is North American (+1). */
export function dialable(phone: string): string | undefined {
  const international = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  if (international) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}
