/**
 * One form for comparing e-mail addresses, used on registration, import and sign-in alike
 * (issue 41): Unicode NFKC, then lower case. An address is registered in this form, and a
 * token's e-mail claim is looked up in it.
 */
export function normalEmail(email: string): string {
  return email.normalize('NFKC').toLowerCase();
}

/** Whether every character is ASCII (below U+0080). */
const isAscii = (text: string) => [...text].every((character) => character.charCodeAt(0) < 0x80);

/**
 * Whether an address is one that folding leaves alone apart from letter case and canonical form:
 * NFKC does not change it beyond NFC, and no character outside ASCII lower-cases into ASCII. A token whose e-mail claim is not is
 * refused: a Kelvin sign (U+212A lower-cases to k) or full-width letters (NFKC makes them ASCII)
 * would otherwise sign in as the colleague whose address they resemble. What stays foreign after
 * folding (a dotless ı) simply matches nobody.
 */
export function isStableEmail(email: string): boolean {
  // Canonically equal forms (an accent composed or not) are the same address: only a
  // compatibility fold (NFKC beyond NFC) makes another one.
  if (email.normalize('NFKC') !== email.normalize('NFC')) return false;
  for (const character of email) {
    if (!isAscii(character) && isAscii(character.toLowerCase())) return false;
  }
  return true;
}
