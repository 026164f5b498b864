import { Price, type PriceProps } from '../../../ui/price.tsx';

/** Stands in for `{{price}}` in a translated sentence, so the price can be rendered as `<Price>` there. */
export const PRICE_SLOT = '\u0000';

/** A translated sentence holding `PRICE_SLOT` ("Pay {{price}} once"), with the price formatted in place. */
export function PriceSentence({ text, ...price }: PriceProps & { text: string }) {
  const [before = '', ...rest] = text.split(PRICE_SLOT);
  return (
    <span>
      {before}
      {rest.length > 0 ? <Price {...price} /> : null}
      {rest.join('')}
    </span>
  );
}
