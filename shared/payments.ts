// Which payment methods business.json lists decides what the site offers about them: the Bitcoin
// page is built only for a business that accepts Bitcoin.
export const BITCOIN_PAGE_PATH = '/bitcoin-payments/';

/** `business`: business.json's paymentMethods (a plain shape, so the copy files' table can ask too). */
export function acceptsBitcoin(business: { paymentMethods: readonly string[] }): boolean {
  return business.paymentMethods.some((method) => /\bbitcoin\b/i.test(method));
}
