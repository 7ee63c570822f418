// Which payment methods business.json lists decides what the site offers about them: the Bitcoin
// page is built only for a business that accepts Bitcoin.
import type { Business } from './model/data.ts';

export const BITCOIN_PAGE_PATH = '/bitcoin-payments/';

export function acceptsBitcoin(business: Pick<Business, 'paymentMethods'>): boolean {
  return business.paymentMethods.some((method) => /\bbitcoin\b/i.test(method));
}
