// data/pages/bitcoin-payments.md: the Bitcoin page's words and its questions (shown there and in
// its FAQ structured data, so answers are plain text).
import { group, line, list } from './kinds.ts';

export const questionList = list(group({ question: line(200), answer: line(1200) }));

export const bitcoinPaymentsCopy = group({
  faqs: questionList,
});
